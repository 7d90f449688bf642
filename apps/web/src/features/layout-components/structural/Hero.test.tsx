import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('Hero', () => {
  it('opens the page with its eyebrow, title, intro, graphic and a link inside the portal', () => {
    const { container } = renderLayout([
      {
        type: 'Hero',
        properties: {
          heading: 'Your passport',
          title: 'Hello Anna',
          subTitle: 'How you are doing today',
          intro: 'Most results are <em>healthy</em>.',
          graphic: 'dashboard.svg',
          linkTo: '/my-statistics',
          linkText: 'See my statistics',
        },
      },
    ]);
    expect(screen.getByText('Your passport')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Hello Anna' })).toBeTruthy();
    expect(screen.getByText('healthy').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'See my statistics' }).getAttribute('href')).toBe(
      '/my-statistics',
    );
    const graphic = container.querySelector('img');
    expect(graphic?.getAttribute('src')).toBe('/icons/dashboard.svg');
    expect(graphic?.getAttribute('alt')).toBe('');
  });
});
