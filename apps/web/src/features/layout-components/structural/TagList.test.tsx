import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('TagList', () => {
  it('shows its tags, linking those with a target', () => {
    renderLayout([
      {
        type: 'TagList',
        properties: {
          title: 'Go to',
          tags: [
            { text: 'Mind', icon: 'mind.svg', linkTo: '#mind' },
            { text: 'Sleep', linkTo: '/my-health/lifestyle-sleep' },
            { text: 'Plain' },
          ],
        },
      },
    ]);
    const list = screen.getByRole('list', { name: 'Go to' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mind', 'Sleep', 'Plain']);
    expect(within(list).getByRole('link', { name: 'Mind' }).getAttribute('href')).toBe('#mind');
    expect(within(list).getByRole('link', { name: 'Sleep' }).getAttribute('href')).toBe(
      '/my-health/lifestyle-sleep',
    );
    expect(within(list).queryByRole('link', { name: 'Plain' })).toBeNull();
  });
});
