import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderLayout } from '../../test/renderLayout';

describe('LayoutNode', () => {
  it('shows the notice for an unknown type and logs a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderLayout([{ type: 'FancyWidget' }, { type: 'SimpleTitle', properties: { title: 'Still here' } }]);
    expect(screen.getByText('FancyWidget is not valid component')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('FancyWidget'));
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeTruthy();
  });

  it('shows the notice for malformed properties or children, while the siblings render', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderLayout([
      { type: 'Hero', properties: { title: 42 } },
      { type: 'Section', properties: { title: 'Fine' }, components: 'not a list' },
      { type: 'CardList', properties: { title: 'Also fine' } },
    ]);
    expect(screen.getByText('Hero is not valid component')).toBeTruthy();
    expect(screen.getByText('Section is not valid component')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Also fine' })).toBeTruthy();
  });
});
