import { CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import { lineChartPointColor, type Locale } from '@health-passport/domain';
import { colorClass, formatIndicatorNumber } from '../indicators';
import type { LinePoint } from './properties';
import styles from './Chart.module.css';

interface PointProps {
  cx?: number;
  cy?: number;
  value?: unknown;
  index?: number;
}

/** A point, red or green by its value. */
function LinePointMarker({ cx, cy, value, index }: PointProps) {
  if (cx === undefined || cy === undefined || typeof value !== 'number') return <g key={index} />;
  const color = lineChartPointColor(value);
  return (
    <circle
      key={index}
      cx={cx}
      cy={cy}
      r={6}
      className={`${styles.marker} ${colorClass(color)}`}
      data-color={color}
    />
  );
}

/** The line drawing (recharts); its text alternative is drawn by LineChart. */
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
    <LineChart
      responsive
      data={points}
      margin={{ top: 16, right: 24, bottom: 8, left: yLabel ? 16 : 0 }}
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid vertical={false} className={styles.grid} />
      <XAxis dataKey="label" className={styles.axis} tickMargin={8} />
      <YAxis
        className={styles.axis}
        tickFormatter={(value: number) => formatIndicatorNumber(value, locale)}
        width="auto"
        label={
          yLabel
            ? { value: yLabel, angle: -90, position: 'insideLeft', className: styles.axisLabel }
            : undefined
        }
      />
      <Line
        dataKey="value"
        type="monotone"
        className={styles.line}
        dot={LinePointMarker}
        activeDot={false}
        isAnimationActive={animate}
        animationDuration={250}
      />
    </LineChart>
  );
}
