import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('StepListItem', () => {
  it('shows its number and names it for screen readers', () => {
    renderLayout([
      {
        type: 'StepListItem',
        properties: { step: 2, title: 'Walk daily', text: 'Thirty minutes is enough.' },
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Step 2: Walk daily' })).toBeTruthy();
    expect(screen.getByText('2').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Thirty minutes is enough.')).toBeTruthy();
  });

  it('without a title still tells its number, as the steps of a card list', () => {
    renderLayout([
      {
        type: 'CardList',
        properties: { title: 'What you can do', icon: 'advice.svg' },
        components: [{ type: 'StepListItem', properties: { step: 1, text: 'Plan a walk.' } }],
      },
    ]);
    expect(screen.queryByRole('heading', { name: /Step 1/ })).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('1Step 1Plan a walk.');
  });
});
