import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IndicatorType, ResultColor, Trend, type IndicatorValues } from '@health-passport/domain';
import { i18n } from '../../../lib/i18n';
import { Indicator } from './Indicator';
import { Legend } from './Legend';

const bmi: IndicatorValues = {
  value: 24.31,
  unit: 'kg/m²',
  decimals: 1,
  valueMin: 15,
  valueMax: 40,
  label: 'Healthy weight',
  color: ResultColor.GREEN,
  position: 0.37,
  trend: Trend.GREEN_DOWN,
  previousValues: [26.2],
  colorRanges: [
    { color: ResultColor.ORANGE, threshold: 15 },
    { color: ResultColor.GREEN, threshold: 18.5 },
    { color: ResultColor.ORANGE, threshold: 25 },
    { color: ResultColor.RED, threshold: 30 },
  ],
  labelRanges: [
    { label: 'Underweight', threshold: 15 },
    { label: 'Healthy weight', threshold: 18.5 },
    { label: 'Overweight', threshold: 25 },
    { label: 'Obesity', threshold: 30 },
  ],
};

function draw(kind: string | undefined, values: IndicatorValues | undefined = bmi, segments?: number[]) {
  return render(<Indicator kind={kind} values={values} title="BMI" segments={segments} />);
}

const kindOf = (container: HTMLElement) =>
  container.querySelector('[data-indicator]')?.getAttribute('data-indicator');

describe('ColorBarIndicator', () => {
  it('describes the value with unit, label and colour word, and draws a band per colour range', () => {
    const { container } = draw(IndicatorType.ColorBarIndicator);
    expect(screen.getByRole('img', { name: 'BMI 24.3 kg/m², Healthy weight, green' })).toBeTruthy();
    const bands = [...container.querySelectorAll('[data-color]')].map((band) =>
      band.getAttribute('data-color'),
    );
    expect(bands).toEqual(['orange', 'green', 'orange', 'red']);
    // The band of 15-18.5 on a 15-40 scale is 14 % wide.
    expect((container.querySelector('[data-color]') as HTMLElement).style.width).toBe('14%');
    expect(screen.getByText('Obesity')).toBeTruthy();
  });

  it.each([
    [0, '5%'],
    [1, '95%'],
    [0.5, '50%'],
  ])('keeps the pointer for position %s at %s of the bar', (position, left) => {
    const { container } = draw(IndicatorType.ColorBarIndicator, { ...bmi, position });
    expect((container.querySelector('[data-pointer]') as HTMLElement).style.left).toBe(left);
  });

  it('places the pointer from the value on the scale when no position is given, and shows the scale ends', () => {
    const { container } = draw(IndicatorType.ColorBarIndicator, {
      value: 50,
      valueMin: 0,
      valueMax: 200,
      minLabel: 'Low',
      maxLabel: 'High',
    });
    expect((container.querySelector('[data-pointer]') as HTMLElement).style.left).toBe('25%');
    expect(screen.getByText('Low')).toBeTruthy();
    expect(screen.getByText('High')).toBeTruthy();
  });
});

describe('ColorRadialIndicator', () => {
  it('shows the value in the middle and the label, the ring filled to the position', () => {
    const { container } = draw(IndicatorType.ColorRadialIndicator, { ...bmi, position: 0.5 });
    expect(kindOf(container)).toBe(IndicatorType.ColorRadialIndicator);
    expect(screen.getByRole('img', { name: 'BMI 24.3 kg/m², Healthy weight, green' })).toBeTruthy();
    expect(screen.getByText('Healthy weight')).toBeTruthy();
    const full = 2 * Math.PI * 52 * 0.75;
    expect(container.querySelector('[data-fill]')?.getAttribute('data-fill')).toBe((full / 2).toFixed(1));
  });
});

describe('SimpleValueIndicator', () => {
  it('shows value, unit and label; unknown and absent kinds draw it too', () => {
    for (const kind of [IndicatorType.SimpleValueIndicator, 'FancyGauge', undefined]) {
      const { container, unmount } = draw(kind);
      expect(kindOf(container)).toBe(IndicatorType.SimpleValueIndicator);
      expect(container.textContent).toContain('24.3 kg/m²');
      expect(container.textContent).toContain('Healthy weight');
      unmount();
    }
  });

  it('shows a text value as given and says so when there is no value', () => {
    draw(IndicatorType.SimpleValueIndicator, { value: 'Non-smoker', color: ResultColor.GREEN });
    expect(screen.getByRole('img', { name: 'BMI Non-smoker, green' })).toBeTruthy();
    // Without a label the colour's word stands beside the dot.
    expect(screen.getByText('green')).toBeTruthy();
    draw(IndicatorType.SimpleValueIndicator, { value: null });
    expect(screen.getByRole('img', { name: 'BMI No result' })).toBeTruthy();
  });

  it('reads malformed values as no value rather than failing', () => {
    draw(undefined, { value: { nested: true } } as unknown as IndicatorValues);
    expect(screen.getByRole('img', { name: 'BMI No result' })).toBeTruthy();
  });
});

describe('ColorBulletBarIndicator', () => {
  it('colours a bullet per colour range and marks the band the value falls in', () => {
    const { container } = draw(IndicatorType.ColorBulletBarIndicator, { ...bmi, value: 27 });
    const bullets = [...container.querySelectorAll('[data-color]')];
    expect(bullets.map((bullet) => bullet.getAttribute('data-color'))).toEqual([
      'orange',
      'green',
      'orange',
      'red',
    ]);
    expect(bullets.map((bullet) => bullet.hasAttribute('data-selected'))).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });
});

describe('RangeBulletBarIndicator', () => {
  it('marks the selected band and the previous passport’s band, and says both', () => {
    const { container } = draw(IndicatorType.RangeBulletBarIndicator, {
      ...bmi,
      selected: 1,
      previousSelected: 2,
    });
    const bullets = [...container.querySelectorAll('[data-color]')];
    expect(bullets).toHaveLength(4);
    expect(bullets.findIndex((bullet) => bullet.hasAttribute('data-selected'))).toBe(1);
    expect(bullets.findIndex((bullet) => bullet.hasAttribute('data-previous'))).toBe(2);
    expect(
      screen.getByRole('img', {
        name: 'BMI 24.3 kg/m², Healthy weight, green, previous passport: Overweight',
      }),
    ).toBeTruthy();
  });
});

describe('BulletBarIndicator', () => {
  it('draws neutral bullets for the whole numbers of the scale with the chosen one marked', () => {
    const { container } = draw(IndicatorType.BulletBarIndicator, { value: 4, valueMin: 1, valueMax: 5 });
    const bullets = [...container.querySelectorAll('[data-color]')];
    expect(bullets.map((bullet) => bullet.getAttribute('data-color'))).toEqual(Array(5).fill('neutral'));
    expect(bullets.findIndex((bullet) => bullet.hasAttribute('data-selected'))).toBe(3);
  });
});

describe('IndicatorCard', () => {
  it('shows the title, the value with unit and label, a mini bar and the trend', () => {
    const { container } = draw(IndicatorType.IndicatorCard);
    expect(screen.getByText('BMI')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'BMI 24.3 kg/m², Healthy weight, green' })).toBeTruthy();
    expect(container.querySelector('[data-pointer]')).toBeTruthy();
    expect(screen.getByText('Improved since your previous passport: lower')).toBeTruthy();
  });
});

describe('trend', () => {
  it.each([
    [Trend.GREEN_UP, 'Improved since your previous passport: higher'],
    [Trend.GREEN_DOWN, 'Improved since your previous passport: lower'],
    [Trend.RED_UP, 'Worsened since your previous passport: higher'],
    [Trend.RED_DOWN, 'Worsened since your previous passport: lower'],
    [Trend.WHITE_NEUTRAL, 'Unchanged since your previous passport'],
  ])('tells %s as “%s”', (trend, text) => {
    const { container } = draw(IndicatorType.IndicatorCard, { ...bmi, trend });
    expect(screen.getByText(text)).toBeTruthy();
    expect(container.querySelector('[data-trend]')?.getAttribute('data-trend')).toBe(trend);
  });

  it('says nothing about a trend when there was no previous passport', () => {
    const { container } = draw(IndicatorType.IndicatorCard, {
      ...bmi,
      trend: Trend.WHITE_NEUTRAL,
      previousValues: [],
    });
    expect(container.querySelector('[data-trend]')).toBeNull();
  });
});

describe('SegmentIndicator', () => {
  it('draws nothing unless there are exactly four numeric values', () => {
    for (const segments of [
      undefined,
      [1, 2, 3],
      [1, 2, 3, 4, 5],
      [1, 'x', 3, 4] as unknown as number[],
      [0, 0, 0, 0],
    ]) {
      const { container, unmount } = draw(IndicatorType.SegmentIndicator, bmi, segments);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('skips zero values and sizes each segment as its rounded share plus one', () => {
    const { container } = draw(IndicatorType.SegmentIndicator, bmi, [3, 0, 1, 4]);
    const bar = container.querySelector('[data-indicator] > span')!;
    const segments = [...bar.children] as HTMLElement[];
    expect(segments.map((segment) => segment.getAttribute('data-color'))).toEqual(['green', 'orange', 'red']);
    expect(segments.map((segment) => segment.style.width)).toEqual(['39%', '14%', '51%']);
    expect(screen.getByRole('img', { name: 'BMI: 3 green, 0 yellow, 1 orange, and 4 red' })).toBeTruthy();
  });
});

describe('Legend', () => {
  it('colours exactly four counts green, yellow, orange, red with the colour word beside each', () => {
    const { container } = render(
      <Legend
        indicators={[
          { color: ResultColor.RED, value: 5 },
          { color: ResultColor.RED, value: 2 },
          { color: ResultColor.GREEN, value: 1 },
          { color: ResultColor.GREEN, value: 0 },
        ]}
      />,
    );
    const entries = [...container.querySelectorAll('li')];
    expect(entries.map((entry) => entry.getAttribute('data-color'))).toEqual([
      'green',
      'yellow',
      'orange',
      'red',
    ]);
    expect(entries.map((entry) => entry.textContent)).toEqual(['5green', '2yellow', '1orange', '0red']);
  });

  it('keeps the given colours for other lengths', () => {
    const { container } = render(
      <Legend
        indicators={[
          { color: ResultColor.RED, value: 5 },
          { color: ResultColor.ORANGE, value: 2 },
        ]}
      />,
    );
    const colors = [...container.querySelectorAll('li')].map((entry) => entry.getAttribute('data-color'));
    expect(colors).toEqual(['red', 'orange']);
  });
});

describe('numbers in the active locale', () => {
  it('formats with a decimal comma and the indicator’s decimals in nl-NL', async () => {
    await i18n.changeLanguage('nl-NL');
    draw(IndicatorType.ColorBarIndicator, { ...bmi, value: 1234.5, decimals: 2 });
    expect(screen.getByRole('img', { name: 'BMI 1.234,50 kg/m², Healthy weight, groen' })).toBeTruthy();
  });
});
