import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('UsersList', () => {
  it('lists the people it is given, each with a link on', () => {
    renderLayout([
      {
        type: 'UsersList',
        properties: { title: 'Individuals' },
        components: [
          {
            type: 'Container',
            properties: {
              title: 'Anna de Vries',
              subTitle: 'HP-100234',
              linkTo: '/my-health',
              linkText: 'View health passport',
            },
          },
          { type: 'Container', properties: { title: 'Bram Jansen', subTitle: 'HP-100235' } },
        ],
      },
    ]);
    const items = within(screen.getByRole('region', { name: 'Individuals' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('HP-100234')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'View health passport' })).toBeTruthy();
  });

  it('says so when there is nobody to show', () => {
    renderLayout([{ type: 'UsersList', properties: { title: 'Individuals' } }]);
    expect(screen.getByText('No people to show.')).toBeTruthy();
  });
});
