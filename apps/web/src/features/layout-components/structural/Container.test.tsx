import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IndicatorType } from '@health-passport/domain';
import { renderLayout } from '../../../test/renderLayout';

describe('Container', () => {
  it('keeps its children together under its title', () => {
    const { container } = renderLayout([
      {
        type: 'Container',
        properties: { title: 'Improved', icon: 'trend-up.svg', theme: 'theme-body' },
        components: [{ type: 'SimpleTitle', properties: { title: 'Blood pressure' } }],
      },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Improved' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Blood pressure' })).toBeTruthy();
    expect(container.querySelector('.theme-body')).toBeTruthy();
  });

  it('with an indicator, lets the title name the value instead of heading it', () => {
    renderLayout([
      {
        type: 'Container',
        properties: {
          title: 'BMI',
          indicatorType: IndicatorType.SimpleValueIndicator,
          indicator: { value: 24.3, unit: 'kg/m²', label: 'Healthy weight' },
        },
      },
    ]);
    expect(screen.queryByRole('heading', { name: 'BMI' })).toBeNull();
    expect(screen.getAllByText(/24\.3/).length).toBeGreaterThan(0);
  });
});
