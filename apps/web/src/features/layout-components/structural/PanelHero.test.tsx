import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IndicatorType, ResultColor } from '@health-passport/domain';
import { renderLayout } from '../../../test/renderLayout';

describe('PanelHero', () => {
  it('shows its subject, result, facts and link on a panel', () => {
    renderLayout([
      {
        type: 'PanelHero',
        properties: {
          title: 'Wellbeing',
          icon: 'wellbeing.svg',
          indicatorType: IndicatorType.SimpleValueIndicator,
          indicator: { value: 72, label: 'Good', color: ResultColor.GREEN },
          subInfoGroup: [{ text: 'WHO-5 questionnaire' }],
          linkTo: '/my-health/mind-wellbeing',
        },
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Wellbeing' })).toBeTruthy();
    expect(screen.getAllByText(/72/).length).toBeGreaterThan(0);
    expect(screen.getByText('WHO-5 questionnaire')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Read more\W+Wellbeing$/ }).getAttribute('href')).toBe(
      '/my-health/mind-wellbeing',
    );
  });
});
