import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderLayout } from '../../../test/renderLayout';

describe('CardList', () => {
  it('lists its cards, leaving a disabled one out', () => {
    renderLayout([
      {
        type: 'CardList',
        properties: { title: 'Your heart' },
        components: [
          { type: 'CardListItem', properties: { title: 'Blood pressure' } },
          { type: 'CardListItem', properties: { title: 'Heart rate', enabled: false } },
          { type: 'CardListItem', properties: { title: 'Cholesterol' } },
        ],
      },
    ]);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Blood pressure', 'Cholesterol']);
  });

  it('at the top level, disabled, shows its own upsell text', async () => {
    await i18n.changeLanguage('nl-NL');
    renderLayout([
      {
        type: 'CardList',
        properties: {
          title: 'Scans',
          enabled: false,
          upsellText: 'Scans horen bij <strong>Premium</strong>.',
        },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Scans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scans zit niet in je pakket' });
    expect(dialog.textContent).toContain('Scans horen bij Premium.');
  });
});
