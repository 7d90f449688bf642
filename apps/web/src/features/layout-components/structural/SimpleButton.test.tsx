import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('SimpleButton', () => {
  it('is a link to its target, labelled by its link text', () => {
    renderLayout([
      { type: 'SimpleButton', properties: { linkTo: '/my-statistics', linkText: 'See my statistics' } },
    ]);
    expect(screen.getByRole('link', { name: 'See my statistics' }).getAttribute('href')).toBe(
      '/my-statistics',
    );
  });

  it('without a target shows the notice', () => {
    renderLayout([{ type: 'SimpleButton', properties: { linkText: 'Nowhere' } }]);
    expect(screen.getByText('SimpleButton is not valid component')).toBeTruthy();
  });
});
