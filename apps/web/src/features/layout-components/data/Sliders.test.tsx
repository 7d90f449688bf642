import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComponentType, type LayoutComponent } from '@health-passport/domain';
import { renderNode, stubReducedMotion } from './testing';

const slide = (title: string): LayoutComponent => ({
  type: ComponentType.FoodGroupsGrid,
  properties: { title, foodGroups: [{ title: `${title} group` }] },
});

const slides = [
  slide('First'),
  slide('Second'),
  slide('Third'),
  { ...slide('Hidden'), properties: { enabled: false } },
];

describe('HSlider', () => {
  it('is a labelled carousel of its enabled children with a dot per slide', async () => {
    renderNode({ type: ComponentType.HSlider, properties: { title: 'Your results' }, components: slides });
    const carousel = screen.getByRole('region', { name: 'Your results' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = within(carousel)
      .getAllByRole('group')
      .filter((g) => g.getAttribute('aria-roledescription') === 'slide');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    const dots = within(carousel).getAllByRole('button', { name: /^Go to slide/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]!.getAttribute('aria-current')).toBe('true');
  });

  it('moves to slide 2 with its dot, the next button or the arrow keys, and marks dot 2 current', async () => {
    renderNode({ type: ComponentType.HSlider, components: slides });
    const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });
    await act(async () => fireEvent.click(dot(2)));
    expect(dot(2).getAttribute('aria-current')).toBe('true');
    expect(dot(1).getAttribute('aria-current')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next slide' })));
    expect(dot(3).getAttribute('aria-current')).toBe('true');
    expect((screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => fireEvent.keyDown(dot(3), { key: 'ArrowLeft' }));
    expect(dot(2).getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(dot(2));
  });
});

describe('MegaSlider', () => {
  it('shows one slide at a time with a fade: the others are transparent and out of reach', async () => {
    // happy-dom lays nothing out, so an animated fade never advances; without motion it completes at once.
    stubReducedMotion();
    const { container } = renderNode({ type: ComponentType.MegaSlider, components: slides });
    const slideNodes = () => [
      ...container.querySelectorAll<HTMLElement>('[data-variant="fade"] > div > div > [data-slide]'),
    ];
    await act(async () => undefined);
    expect(slideNodes().map((node) => node.style.opacity)).toEqual(['1', '0', '0']);
    expect(slideNodes().map((node) => node.hasAttribute('inert'))).toEqual([false, true, true]);

    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Go to slide 3' }).at(-1)!));
    expect(slideNodes().map((node) => node.style.opacity)).toEqual(['0', '0', '1']);
    expect(slideNodes().map((node) => node.hasAttribute('inert'))).toEqual([true, true, false]);
  });
});
