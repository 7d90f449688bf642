import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LayoutType } from '@health-passport/domain';
import { renderLayout } from '../../../test/renderLayout';

const card = (title: string, enabled = true) => ({ type: 'CardListItem', properties: { title, enabled } });
const grid = {
  type: 'CardGrid',
  components: [card('Weight'), card('Waist'), card('Hidden', false), card('Blood pressure')],
};

describe('CardGrid', () => {
  it('groups its cards in pairs on a statistics page, leaving disabled cards out', () => {
    const { container } = renderLayout([grid], { layoutType: LayoutType.MyStatisticsLayout });
    const pairs = [...container.querySelectorAll('[data-card-pair]')].map((pair) =>
      [...pair.querySelectorAll('h2, h3')].map((heading) => heading.textContent),
    );
    expect(pairs).toEqual([['Weight', 'Waist'], ['Blood pressure']]);
    expect(screen.queryByText('Hidden')).toBeNull();
  });

  it('lays its cards out without pairs on other pages', () => {
    const { container } = renderLayout([grid], { layoutType: LayoutType.MyHealthSubSystemLayout });
    expect(container.querySelectorAll('[data-card-pair]')).toHaveLength(0);
    expect(screen.getByText('Blood pressure')).toBeTruthy();
  });
});
