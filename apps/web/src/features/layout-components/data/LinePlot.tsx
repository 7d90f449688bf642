import { lineChartPointColor, type Locale } from '@health-passport/domain';
import { formatIndicatorNumber } from '../indicators';
import { CHARACTER_WIDTH, linearScale, monotonePath, niceTicks } from './plotGeometry';
import type { LinePoint } from './properties';
import { Marker, PlotCanvas } from './PlotParts';
import styles from './Chart.module.css';

const MARGIN = { top: 16, right: 24, bottom: 8 };
/** Room for the rotated label of the value axis. */
const Y_LABEL_SPACE = 30;
const TICK_SIZE = 6;
const TICK_GAP = 4;
/** The category labels below the plot: tick, gap and one line of text. */
const X_AXIS_HEIGHT = 30;

/** The line drawing; its text alternative is drawn by LineChart. */
export default function LinePlot({
  points,
  yLabel,
  locale,
  animate,
}: {
  points: LinePoint[];
  yLabel: string | undefined;
  locale: Locale;
  animate: boolean;
}) {
  return (
    <PlotCanvas
      draw={(size) => <LineSvg {...size} points={points} yLabel={yLabel} locale={locale} animate={animate} />}
    />
  );
}

function LineSvg({
  width,
  height,
  points,
  yLabel,
  locale,
  animate,
}: {
  width: number;
  height: number;
  points: LinePoint[];
  yLabel: string | undefined;
  locale: Locale;
  animate: boolean;
}) {
  const ticks = niceTicks(points.map((point) => point.value));
  const tickTexts = ticks.map((tick) => formatIndicatorNumber(tick, locale));
  const tickTextWidth = Math.max(...tickTexts.map((text) => text.length)) * CHARACTER_WIDTH;
  const left = (yLabel ? Y_LABEL_SPACE : 0) + tickTextWidth + TICK_SIZE + TICK_GAP;
  const right = width - MARGIN.right;
  const top = MARGIN.top;
  const bottom = height - MARGIN.bottom - X_AXIS_HEIGHT;
  const y = linearScale(ticks[0]!, ticks[ticks.length - 1]!, bottom, top);
  const step = points.length > 1 ? (right - left) / (points.length - 1) : 0;
  const x = (index: number) => (points.length > 1 ? left + index * step : (left + right) / 2);
  const drawn = points.map((point, index) => ({ x: x(index), y: y(point.value) }));
  // Category labels too wide for their place are thinned out, the last one always kept.
  const labelWidth = Math.max(...points.map((point) => point.label.length)) * CHARACTER_WIDTH + 8;
  const every = step > 0 ? Math.max(1, Math.ceil(labelWidth / step)) : 1;
  const labelled = (index: number) => (points.length - 1 - index) % every === 0;

  return (
    <svg width={width} height={height} role="presentation">
      <g className={styles.grid}>
        {ticks.map((tick) => (
          <line key={tick} x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
        ))}
      </g>
      <g className={styles.axis}>
        <line x1={left} x2={left} y1={top} y2={bottom} />
        {ticks.map((tick, index) => (
          <g key={tick}>
            <line x1={left - TICK_SIZE} x2={left} y1={y(tick)} y2={y(tick)} />
            <text x={left - TICK_SIZE - TICK_GAP} y={y(tick)} dy="0.355em" textAnchor="end">
              {tickTexts[index]}
            </text>
          </g>
        ))}
        <line x1={left} x2={right} y1={bottom} y2={bottom} />
        {points.map((point, index) =>
          labelled(index) ? (
            <g key={index}>
              <line x1={x(index)} x2={x(index)} y1={bottom} y2={bottom + TICK_SIZE} />
              <text x={x(index)} y={bottom + TICK_SIZE + 8} dy="0.71em" textAnchor="middle">
                {point.label}
              </text>
            </g>
          ) : null,
        )}
      </g>
      {yLabel && (
        <text
          className={styles.axisLabel}
          transform={`translate(${Y_LABEL_SPACE / 2}, ${(top + bottom) / 2}) rotate(-90)`}
          dy="0.355em"
          textAnchor="middle"
        >
          {yLabel}
        </text>
      )}
      <path
        d={monotonePath(drawn)}
        className={animate ? `${styles.line} ${styles.drawing}` : styles.line}
        pathLength={1}
      />
      {points.map((point, index) => {
        const color = lineChartPointColor(point.value);
        return <Marker key={index} at={drawn[index]!} color={color} data-color={color} />;
      })}
    </svg>
  );
}
