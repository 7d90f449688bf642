import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('TabNavigator', () => {
  it('names a tab after each child, shows the first at first and switches on a click', async () => {
    renderLayout([
      {
        type: 'TabNavigator',
        properties: { title: 'Your blood values' },
        components: [
          { type: 'Container', properties: { title: 'Cholesterol', text: 'LDL is fine.' } },
          { type: 'Container', properties: { title: 'Sugar', text: 'HbA1c is fine.' } },
        ],
      },
    ]);
    expect(screen.getByRole('tablist', { name: 'Your blood values' })).toBeTruthy();
    const [first, second] = screen.getAllByRole('tab');
    expect(first?.textContent).toBe('Cholesterol');
    expect(first?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('LDL is fine.');

    await userEvent.click(second!);
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('HbA1c is fine.');
  });
});
