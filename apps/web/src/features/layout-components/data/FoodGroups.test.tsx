import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ComponentType, ResultColor, type LayoutComponent } from '@health-passport/domain';
import { renderNode } from './testing';

const vegetables = {
  title: 'Vegetables',
  icon: 'vegetables.svg',
  indicator: { value: 150, unit: 'g', decimals: 0, label: 'Below the advice', color: ResultColor.ORANGE },
  text: 'Eat at least 250 grams of vegetables a day.',
};
const fish = {
  title: 'Fish',
  icon: 'fish.svg',
  indicator: { value: 1, unit: 'times a week', label: 'As advised', color: ResultColor.GREEN },
  text: 'Eat fish once a week.',
};
const grid = (title: string): LayoutComponent => ({
  type: ComponentType.FoodGroupsGrid,
  properties: { title, quantityAdvice: 'amounts per day', foodGroups: [vegetables, fish] },
});

describe('FoodGroupsGrid', () => {
  it('shows a tile per food group with its amount, colour word and label, and the advice', () => {
    const { container } = renderNode(grid('What you eat'));
    const tiles = within(screen.getByRole('list', { name: 'What you eat' })).getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[0]!).getByRole('heading', { name: 'Vegetables' })).toBeTruthy();
    expect(
      within(tiles[0]!).getByRole('img', { name: 'Vegetables 150 g, Below the advice, orange' }),
    ).toBeTruthy();
    expect(tiles[0]!.textContent).toContain('Eat at least 250 grams of vegetables a day.');
    expect(container.querySelector('img[src="/icons/vegetables.svg"]')).toBeTruthy();
    expect(screen.getByText('amounts per day')).toBeTruthy();
  });

  it('shows the notice when its food groups are malformed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderNode({
      type: ComponentType.FoodGroupsGrid,
      properties: { foodGroups: [{ icon: 'fish.svg' }] } as never,
    });
    expect(screen.getByRole('note').textContent).toBe('FoodGroupsGrid is not valid component');
  });
});

describe('FoodGroupsGridList', () => {
  it('lists its grids as items that expand and collapse, one by one or all at once', () => {
    renderNode({
      type: ComponentType.FoodGroupsGridList,
      properties: { title: 'Your diet' },
      components: [
        grid('Breakfast'),
        { ...grid('Dinner'), properties: { ...grid('Dinner').properties, open: true } },
      ],
    });
    const toggle = (name: string) => screen.getByRole('button', { name });
    // Dinner starts open from its own `open`; Breakfast is closed, its tiles hidden.
    expect(toggle('Expand Breakfast').getAttribute('aria-expanded')).toBe('false');
    expect(toggle('Collapse Dinner').getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('list', { name: 'Breakfast' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Dinner' })).toBeTruthy();

    fireEvent.click(toggle('Expand Breakfast'));
    expect(screen.getByRole('list', { name: 'Breakfast' })).toBeTruthy();

    fireEvent.click(toggle('Collapse all'));
    expect(toggle('Expand Breakfast').getAttribute('aria-expanded')).toBe('false');
    expect(toggle('Expand Dinner').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle('Expand all'));
    expect(toggle('Collapse Breakfast').getAttribute('aria-expanded')).toBe('true');
  });

  it('lists its own food groups with their amount in view and the advice behind the toggle', () => {
    renderNode({ type: ComponentType.FoodGroupsGridList, properties: { foodGroups: [vegetables, fish] } });
    expect(screen.getByRole('img', { name: 'Fish 1 times a week, As advised, green' })).toBeTruthy();
    expect(screen.getByText('Eat fish once a week.').closest('[hidden]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Expand Fish' }));
    expect(screen.getByText('Eat fish once a week.').closest('[hidden]')).toBeNull();
  });
});
