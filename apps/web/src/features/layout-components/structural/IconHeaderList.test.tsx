import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('IconHeaderList', () => {
  it('lists its children under a header with its icon, leaving disabled ones out', () => {
    renderLayout([
      {
        type: 'IconHeaderList',
        properties: { title: 'What helps', icon: 'advice.svg' },
        components: [
          { type: 'Container', properties: { text: 'Walk 30 minutes a day.' } },
          { type: 'Container', properties: { text: 'Not for you', enabled: false } },
          { type: 'Container', properties: { text: 'Eat more vegetables.' } },
        ],
      },
    ]);
    const section = screen.getByRole('region', { name: 'What helps' });
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Walk 30 minutes a day.', 'Eat more vegetables.']);
  });
});
