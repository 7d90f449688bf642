import { describe, expect, it } from 'vitest';
import { monotonePath, niceTicks, wrapText } from './plotGeometry';

describe('chart geometry', () => {
  it('labels the value axis with five evenly spaced numbers from zero (or below it) up to the highest value or past it', () => {
    expect(niceTicks([9, 11, 12.5, 14])).toEqual([0, 4, 8, 12, 16]);
    expect(niceTicks([120, 180])).toEqual([0, 45, 90, 135, 180]);
    expect(niceTicks([0.2, 0.9])).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks([-3, 5])).toEqual([-3, 0, 3, 6, 9]);
    expect(niceTicks([0, 0])).toEqual([0, 1, 2, 3, 4]);
  });

  it('draws the line through every point and not beyond the values either side', () => {
    const points = [
      { x: 0, y: 50 },
      { x: 10, y: 10 },
      { x: 20, y: 10 },
      { x: 30, y: 40 },
    ];
    const path = monotonePath(points);
    const numbers = [...path.matchAll(/-?\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
    for (const { x, y } of points) expect(path).toContain(`${x},${y}`);
    const ys = numbers.filter((_, index) => index % 2 === 1);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...ys)).toBeLessThanOrEqual(50);
  });

  it('wraps an area name between words onto lines that fit the width', () => {
    expect(wrapText('Body composition', 96)).toEqual(['Body', 'composition']);
    expect(wrapText('Lung function', 96)).toEqual(['Lung function']);
    expect(wrapText('Stress', 96)).toEqual(['Stress']);
  });
});
