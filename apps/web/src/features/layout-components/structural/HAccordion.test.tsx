import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

const accordion = (titles: string[]) => ({
  type: 'HAccordion',
  components: titles.map((title) => ({ type: 'Container', properties: { title, text: `About ${title}` } })),
});

const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);

describe('HAccordion', () => {
  it('opens the third item first for standard_performance', () => {
    renderLayout([accordion(['Strength', 'Endurance', 'Recovery', 'Sleep'])], {
      packageCode: 'standard_performance',
    });
    expect(expanded()).toEqual(['Recovery']);
  });

  it('opens the second item first for other packages', () => {
    renderLayout([accordion(['Strength', 'Endurance', 'Recovery'])], { packageCode: 'performance_plus' });
    expect(expanded()).toEqual(['Endurance']);
  });

  it('clamps the first open item to the items there are', () => {
    renderLayout([accordion(['Strength', 'Endurance'])], { packageCode: 'premium_performance_usmo_cycling' });
    expect(expanded()).toEqual(['Endurance']);
  });

  it('keeps one item open: choosing another closes the first', async () => {
    renderLayout([accordion(['Strength', 'Endurance', 'Recovery'])]);
    await userEvent.click(screen.getByRole('button', { name: 'Strength' }));
    expect(expanded()).toEqual(['Strength']);
    await userEvent.click(screen.getByRole('button', { name: 'Strength' }));
    expect(expanded()).toEqual(['Strength']);
  });
});
