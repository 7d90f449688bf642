import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('AnchorLink', () => {
  it('is an invisible target that "#id" links scroll to, moving focus there', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { container } = renderLayout([
      { type: 'SimpleButton', properties: { linkTo: '#heart', linkText: 'To your heart' } },
      { type: 'AnchorLink', properties: { id: 'heart', title: 'Heart' } },
      { type: 'AncorLink', properties: { id: 'legacy' } },
    ]);
    const target = container.querySelector('#heart');
    expect(target?.textContent).toBe('');
    expect(container.querySelector('#legacy')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'To your heart' }));
    expect(scrollTo).toHaveBeenCalled();
    expect(document.activeElement).toBe(target);
  });

  it('without an id shows the notice', () => {
    renderLayout([{ type: 'AnchorLink', properties: { title: 'Nowhere' } }]);
    expect(screen.getByText('AnchorLink is not valid component')).toBeTruthy();
  });
});
