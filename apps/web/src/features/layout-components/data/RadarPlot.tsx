import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, Text } from 'recharts';
import { RADAR_SCALE, radarMarkerBand } from '@health-passport/domain';
import { colorClass } from '../indicators';
import type { RadarArea } from './properties';
import { RADAR_BAND_COLOR } from './radarBands';
import styles from './Chart.module.css';

interface MarkerProps {
  cx?: number;
  cy?: number;
  value?: unknown;
  index?: number;
}

/** A score's marker, coloured by its band. */
function RadarMarker({ cx, cy, value, index }: MarkerProps) {
  if (cx === undefined || cy === undefined || typeof value !== 'number') return <g key={index} />;
  const band = radarMarkerBand(value);
  return (
    <circle
      key={index}
      cx={cx}
      cy={cy}
      r={6}
      className={`${styles.marker} ${colorClass(RADAR_BAND_COLOR[band])}`}
      data-band={band}
    />
  );
}

interface AngleTickProps {
  x?: number | string;
  y?: number | string;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  payload?: { value?: unknown };
}

/** Most pixels an area's name takes in width: longer names wrap, so they fit beside the radar on a phone. */
const AREA_NAME_WIDTH = 96;

/** An area's name at its spoke, wrapped onto more lines where it is long. */
function AreaName({ x, y, textAnchor, payload }: AngleTickProps) {
  return (
    <Text x={x} y={y} textAnchor={textAnchor} verticalAnchor="middle" width={AREA_NAME_WIDTH}>
      {String(payload?.value ?? '')}
    </Text>
  );
}

/** The radar drawing (recharts); its text alternative is drawn by RadarChart. */
export default function RadarPlot({ areas, animate }: { areas: RadarArea[]; animate: boolean }) {
  return (
    <RadarChart
      responsive
      data={areas}
      outerRadius="65%"
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
    >
      <PolarGrid className={styles.grid} />
      <PolarAngleAxis dataKey="label" className={styles.axis} tick={AreaName} />
      <PolarRadiusAxis
        domain={[RADAR_SCALE.min, RADAR_SCALE.max]}
        tickCount={RADAR_SCALE.max - RADAR_SCALE.min + 1}
        axisLine={false}
        tick={false}
      />
      <Radar
        dataKey="value"
        className={styles.area}
        dot={RadarMarker}
        isAnimationActive={animate}
        animationDuration={250}
      />
    </RadarChart>
  );
}
