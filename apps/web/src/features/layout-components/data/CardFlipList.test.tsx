import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComponentType, ResultColor, type LayoutComponent } from '@health-passport/domain';
import { renderNode } from './testing';

const card = (title: string, open?: boolean): LayoutComponent => ({
  type: ComponentType.FoodGroupsGrid,
  properties: {
    title,
    icon: 'fruit.svg',
    open,
    indicator: { value: 2, unit: 'pieces', label: 'As advised', color: ResultColor.GREEN },
    text: `<p>${title} count towards your daily fibre.</p>`,
    linkTo: '/my-statistics/my-lifestyle',
  },
});

const flipList = (cards: LayoutComponent[], open?: boolean): LayoutComponent => ({
  type: ComponentType.CardFlipList,
  properties: { title: 'Food groups', open },
  components: cards,
});

describe('CardFlipList', () => {
  it('flips a card to its explanation and the link to the statistic, and back, moving focus along', () => {
    renderNode(flipList([card('Fruit'), card('Nuts')]));
    const cardOf = (title: string) =>
      screen.getByRole('button', { name: `Read more about ${title}` }).closest('li')!;
    expect(cardOf('Fruit').getAttribute('data-flipped')).toBe('false');
    expect(screen.getByRole('img', { name: 'Fruit 2 pieces, As advised, green' })).toBeTruthy();
    // The back is out of reach until the card is turned.
    expect(screen.queryAllByRole('link', { name: 'Show this statistic' })).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Read more about Fruit' }));
    const back = screen.getByRole('button', { name: 'Back to Fruit' });
    expect(back.closest('li')!.getAttribute('data-flipped')).toBe('true');
    expect(document.activeElement).toBe(back);
    const link = screen.getByRole('link', { name: 'Show this statistic' });
    expect(link.getAttribute('href')).toBe('/my-statistics/my-lifestyle');
    expect(screen.getByText('Fruit count towards your daily fibre.')).toBeTruthy();

    fireEvent.click(back);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Read more about Fruit' }));
    expect(screen.queryAllByRole('link', { name: 'Show this statistic' })).toHaveLength(0);
  });

  it('starts from the open property and turns all cards with Expand all / Collapse all', () => {
    renderNode(flipList([card('Fruit'), card('Nuts', false)], true));
    expect(screen.getByRole('button', { name: 'Back to Fruit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read more about Nuts' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getAllByRole('link', { name: 'Show this statistic' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryAllByRole('link', { name: 'Show this statistic' })).toHaveLength(0);
  });

  it('shows greyed with the upsell when disabled at the top level', () => {
    renderNode({ ...flipList([card('Fruit')]), properties: { title: 'Food groups', enabled: false } });
    expect(screen.queryByRole('button', { name: 'Read more about Fruit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Food groups' }).getAttribute('aria-disabled')).toBe('true');
  });
});
