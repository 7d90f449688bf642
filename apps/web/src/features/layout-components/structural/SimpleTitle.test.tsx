import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('SimpleTitle', () => {
  it('shows a heading with its subtitle', () => {
    renderLayout([
      { type: 'SimpleTitle', properties: { title: 'Your results', subTitle: 'Measured on 12 May' } },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Your results' })).toBeTruthy();
    expect(screen.getByText('Measured on 12 May')).toBeTruthy();
  });

  it('without a title shows the notice, while its siblings render', () => {
    renderLayout([
      { type: 'SimpleTitle', properties: { subTitle: 'Orphan' } },
      { type: 'SimpleTitle', properties: { title: 'Fine' } },
    ]);
    expect(screen.getByText('SimpleTitle is not valid component')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeTruthy();
  });
});
