import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IndicatorType, ResultColor } from '@health-passport/domain';
import { renderLayout } from '../../../test/renderLayout';

describe('IconIndicatorHero', () => {
  it('shows the subject with its result and its four-count legend, each colour with its word', () => {
    renderLayout([
      {
        type: 'IconIndicatorHero',
        properties: {
          title: 'Body',
          icon: 'body.svg',
          label: '12 results',
          color: ResultColor.ORANGE,
          indicatorType: IndicatorType.SimpleValueIndicator,
          indicator: { value: 24.3, unit: 'kg/m²', label: 'Healthy weight', color: ResultColor.GREEN },
          indicators: [
            { color: ResultColor.GREEN, value: 7 },
            { color: ResultColor.YELLOW, value: 3 },
            { color: ResultColor.ORANGE, value: 1 },
            { color: ResultColor.RED, value: 1 },
          ],
        },
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Body' })).toBeTruthy();
    expect(screen.getAllByText(/24\.3/).length).toBeGreaterThan(0);
    const legend = screen.getByRole('list', { name: 'Body' });
    expect(legend.textContent).toContain('7');
    expect(legend.textContent).toContain('green');
  });

  it('shows its label beside its colour when there is no indicator', () => {
    renderLayout([
      {
        type: 'IconIndicatorHero',
        properties: { title: 'Mind', label: 'Needs attention', color: ResultColor.ORANGE },
      },
    ]);
    expect(screen.getByText('Needs attention')).toBeTruthy();
  });
});
