import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('BevelList', () => {
  it('lists its children as bevelled blocks', () => {
    renderLayout([
      {
        type: 'BevelList',
        properties: { title: 'Your plan' },
        components: [
          { type: 'BevelContainer', properties: { title: 'Move' } },
          { type: 'BevelContainer', properties: { title: 'Sleep' } },
        ],
      },
    ]);
    const list = within(screen.getByRole('region', { name: 'Your plan' })).getByRole('list');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Move', 'Sleep']);
  });
});
