import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('AccordionList', () => {
  it('opens each item from its own open property and toggles it; disabled items are left out', async () => {
    renderLayout([
      {
        type: 'AccordionList',
        properties: { title: 'Questions' },
        components: [
          {
            type: 'Container',
            properties: { title: 'What is BMI?', text: 'Weight for height.', open: true },
          },
          { type: 'Container', properties: { title: 'Why waist?', text: 'Belly fat matters.' } },
          { type: 'Container', properties: { title: 'Hidden question', enabled: false } },
        ],
      },
    ]);
    const first = screen.getByRole('button', { name: 'What is BMI?' });
    const second = screen.getByRole('button', { name: 'Why waist?' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Hidden question')).toBeNull();

    await userEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the notice in place of a malformed item', () => {
    renderLayout([
      {
        type: 'AccordionList',
        components: [
          { type: 'Container', properties: { title: 7 } },
          { type: 'Container', properties: { title: 'Fine' } },
        ],
      },
    ]);
    expect(screen.getByText('Container is not valid component')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fine' })).toBeTruthy();
  });
});
