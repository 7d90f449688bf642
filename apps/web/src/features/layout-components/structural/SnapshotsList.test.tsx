import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderLayout } from '../../../test/renderLayout';

describe('SnapshotsList', () => {
  it('lists the snapshots it is given', () => {
    renderLayout([
      {
        type: 'SnapshotsList',
        components: [
          {
            type: 'Container',
            properties: {
              title: 'Acme 2026',
              text: 'Yearly check',
              label: '120 people',
              linkTo: '/snapshot/1',
              linkText: 'View snapshot',
            },
          },
        ],
      },
    ]);
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Acme 2026' })).toBeTruthy();
    expect(within(item).getByText('120 people')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'View snapshot' }).getAttribute('href')).toBe(
      '/snapshot/1',
    );
  });

  it('says so, in Dutch too, when there are none', async () => {
    await i18n.changeLanguage('nl-NL');
    renderLayout([{ type: 'SnapshotsList' }]);
    expect(screen.getByText('Geen snapshots om te tonen.')).toBeTruthy();
  });
});
