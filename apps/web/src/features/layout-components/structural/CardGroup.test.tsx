import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('CardGroup', () => {
  it('gathers its children under its title', () => {
    renderLayout([
      {
        type: 'CardGroup',
        properties: { title: 'Cholesterol', icon: 'heart.svg' },
        components: [{ type: 'CardListItem', properties: { title: 'LDL cholesterol' } }],
      },
    ]);
    const group = screen.getByRole('region', { name: 'Cholesterol' });
    expect(within(group).getByRole('heading', { level: 3, name: 'LDL cholesterol' })).toBeTruthy();
  });

  it('at the top level, disabled, shows greyed and explains the upsell with the default text', async () => {
    renderLayout([{ type: 'CardGroup', properties: { title: 'Genes', enabled: false } }]);
    const trigger = screen.getByRole('button', { name: 'Genes' });
    expect(trigger.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Genes is not in your package' });
    expect(dialog.textContent).toContain(
      'Genes is not part of your health check yet. Add it to your package to see your results.',
    );
    expect(within(dialog).getByRole('link', { name: 'View packages' }).getAttribute('href')).toBe('/shop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
