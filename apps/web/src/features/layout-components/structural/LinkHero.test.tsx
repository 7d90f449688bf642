import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('LinkHero', () => {
  it('is one link to a portal page, named by its title', () => {
    renderLayout([
      {
        type: 'LinkHero',
        properties: {
          title: 'My fitness',
          subTitle: 'VO2max and strength',
          linkTo: '/my-statistics/my-fitness',
        },
      },
    ]);
    const link = screen.getByRole('link', { name: 'My fitness' });
    expect(link.getAttribute('href')).toBe('/my-statistics/my-fitness');
    expect(screen.getByText('VO2max and strength')).toBeTruthy();
  });

  it('opens a site outside the portal in a new tab that cannot reach back', () => {
    renderLayout([
      {
        type: 'LinkHero',
        properties: { title: 'Nutrition centre', linkTo: 'https://www.voedingscentrum.nl' },
      },
    ]);
    const link = screen.getByRole('link', { name: /Nutrition centre/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
  });
});
