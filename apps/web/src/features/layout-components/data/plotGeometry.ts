/** Pure geometry of the drawn charts (LinePlot, RadarPlot): scales, ticks, curves and wrapped labels. */

export interface Point {
  x: number;
  y: number;
}

/**
 * The step for about `rough`: rounded up to a whole number of tenths of its order of magnitude (for steps from 1
 * to 10 a whole number), then `more` such units larger.
 */
function roundStep(rough: number, more: number): number {
  const digits = Math.floor(Math.log10(rough)) + 1;
  const magnitude = 10 ** digits;
  const unit = digits === 1 ? 0.1 : 0.05;
  return (Math.ceil(rough / magnitude / unit) + more) * unit * magnitude;
}

/**
 * `count` evenly spaced round ticks from zero (or below, for values under zero) up past the highest value: the
 * first and last are the ends of the value axis.
 */
export function niceTicks(values: number[], count = 5): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  let step = 1;
  for (let more = 0; high > low; more++) {
    step = roundStep((high - low) / (count - 1), more);
    if (Math.ceil(high / step) - Math.floor(low / step) <= count - 1) break;
  }
  const start = Math.floor(low / step) * step;
  return Array.from({ length: count }, (_, index) => Number((start + index * step).toPrecision(12)));
}

/** Maps [d0, d1] onto [r0, r1]. */
export function linearScale(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A smooth path through the points that never overshoots between them (monotone cubic interpolation in x,
 * Fritsch–Carlson, the "monotone" curve of charting libraries).
 */
export function monotonePath(points: Point[]): string {
  const [first] = points;
  if (!first) return '';
  if (points.length === 1) return `M${round(first.x)},${round(first.y)}`;
  const n = points.length;
  const slopes: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    const dx = points[i + 1]!.x - points[i]!.x;
    slopes.push(dx === 0 ? 0 : (points[i + 1]!.y - points[i]!.y) / dx);
  }
  const tangents = points.map((_, i) => {
    if (i === 0) return slopes[0]!;
    if (i === n - 1) return slopes[n - 2]!;
    const before = slopes[i - 1]!;
    const after = slopes[i]!;
    if (before * after <= 0) return 0;
    return (2 * before * after) / (before + after); // harmonic mean: keeps the curve monotone
  });
  let path = `M${round(first.x)},${round(first.y)}`;
  for (let i = 0; i < n - 1; i++) {
    const from = points[i]!;
    const to = points[i + 1]!;
    const third = (to.x - from.x) / 3;
    path +=
      `C${round(from.x + third)},${round(from.y + tangents[i]! * third)}` +
      ` ${round(to.x - third)},${round(to.y - tangents[i + 1]! * third)}` +
      ` ${round(to.x)},${round(to.y)}`;
  }
  return path;
}

/** The point at `radius` from the centre in the direction `degrees` (0 to the right, counter-clockwise). */
export function polarPoint(centre: Point, radius: number, degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  return { x: centre.x + radius * Math.cos(radians), y: centre.y - radius * Math.sin(radians) };
}

/** Spoke `index` of `count`, the first pointing up and the rest clockwise. */
export function spokeAngle(index: number, count: number): number {
  return 90 - (index * 360) / count;
}

/** A closed path through the points. */
export function polygonPath(points: Point[]): string {
  return points.map(({ x, y }, i) => `${i === 0 ? 'M' : 'L'}${round(x)},${round(y)}`).join('') + 'Z';
}

/** Average width of a character of the axis texts (the extra-small font), for wrapping and the axis width. */
export const CHARACTER_WIDTH = 7;

/** The text in lines of at most `width` pixels (by average character width), broken between words. */
export function wrapText(text: string, width: number): string[] {
  const most = Math.max(1, Math.floor(width / CHARACTER_WIDTH));
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= most)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
