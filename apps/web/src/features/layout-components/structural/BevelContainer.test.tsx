import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('BevelContainer', () => {
  it('sets its title, text, children and link apart', () => {
    renderLayout([
      {
        type: 'BevelContainer',
        properties: {
          title: 'Advice',
          text: '<p>Cut down on <mark>salt</mark>.</p>',
          linkTo: '#salt',
          linkText: 'Why salt',
        },
        components: [{ type: 'SimpleTitle', properties: { title: 'Salt' } }],
      },
    ]);
    expect(screen.getByRole('region', { name: 'Advice' })).toBeTruthy();
    expect(screen.getByText('salt').tagName).toBe('MARK');
    expect(screen.getByRole('heading', { level: 3, name: 'Salt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Why salt' }).getAttribute('href')).toBe('#salt');
  });
});
