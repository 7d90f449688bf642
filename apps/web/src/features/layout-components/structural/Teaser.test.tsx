import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('Teaser', () => {
  it('invites to more, with a highlighted date in the interface language', () => {
    renderLayout([
      {
        type: 'Teaser',
        properties: {
          label: 'Coming up',
          title: 'Your remeasurement',
          text: 'See what changed.',
          highlight: { title: 'Appointment', date: '2026-11-22', linkTo: '/onboarding', linkText: 'Plan it' },
        },
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Your remeasurement' })).toBeTruthy();
    expect(screen.getByText('Coming up')).toBeTruthy();
    expect(screen.getByText('11/22/2026').getAttribute('datetime')).toBe('2026-11-22');
    expect(screen.getByRole('link', { name: 'Plan it' }).getAttribute('href')).toBe('/onboarding');
  });
});
