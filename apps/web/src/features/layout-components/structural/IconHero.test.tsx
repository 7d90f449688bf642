import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('IconHero', () => {
  it('leads with a decorative icon beside its title and text', () => {
    const { container } = renderLayout([
      {
        type: 'IconHero',
        properties: { title: 'Sleep', icon: 'sleep.svg', text: 'You sleep 7 hours a night.' },
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Sleep' })).toBeTruthy();
    expect(screen.getByText('You sleep 7 hours a night.')).toBeTruthy();
    const icon = container.querySelector('img');
    expect(icon?.getAttribute('src')).toBe('/icons/sleep.svg');
    expect(icon?.getAttribute('alt')).toBe('');
  });
});
