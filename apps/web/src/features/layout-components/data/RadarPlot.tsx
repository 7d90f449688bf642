import { RADAR_SCALE, radarMarkerBand } from '@health-passport/domain';
import { linearScale, polarPoint, polygonPath, spokeAngle, wrapText, type Point } from './plotGeometry';
import { Marker, PlotCanvas } from './PlotParts';
import type { RadarArea } from './properties';
import { RADAR_BAND_COLOR } from './radarBands';
import styles from './Chart.module.css';

/** Most pixels an area's name takes in width: longer names wrap, so they fit beside the radar on a phone. */
const AREA_NAME_WIDTH = 96;
/** The radar's radius as a share of half the smaller side (less a margin): the rest is room for the areas' names. */
const OUTER_RADIUS = 0.65;
const MARGIN = 5;
const TICK_SIZE = 8;
const SCORES = Array.from(
  { length: RADAR_SCALE.max - RADAR_SCALE.min + 1 },
  (_, index) => RADAR_SCALE.min + index,
);

/** The radar drawing; its text alternative is drawn by RadarChart. */
export default function RadarPlot({ areas, animate }: { areas: RadarArea[]; animate: boolean }) {
  return <PlotCanvas draw={(size) => <RadarSvg {...size} areas={areas} animate={animate} />} />;
}

/** An area's name at its spoke, on the side away from the radar, wrapped onto more lines where it is long. */
function AreaName({ at, degrees, name }: { at: Point; degrees: number; name: string }) {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const anchor = cos > 1e-5 ? 'start' : cos < -1e-5 ? 'end' : 'middle';
  const lines = wrapText(name, AREA_NAME_WIDTH);
  // Names above the radar sit on their spoke's end, names below hang from it.
  const first = 0.355 - (lines.length - 1) / 2 - Math.sin(radians) * (lines.length / 2);
  return (
    <text x={at.x} y={at.y} textAnchor={anchor}>
      {lines.map((line, index) => (
        <tspan key={index} x={at.x} dy={index === 0 ? `${first}em` : '1em'}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

function RadarSvg({
  width,
  height,
  areas,
  animate,
}: {
  width: number;
  height: number;
  areas: RadarArea[];
  animate: boolean;
}) {
  const centre = { x: width / 2, y: height / 2 };
  const outer = (OUTER_RADIUS * (Math.min(width, height) - 2 * MARGIN)) / 2;
  const radius = linearScale(RADAR_SCALE.min, RADAR_SCALE.max, 0, outer);
  const angles = areas.map((_, index) => spokeAngle(index, areas.length));
  const ring = (r: number) => polygonPath(angles.map((angle) => polarPoint(centre, r, angle)));
  const scored = areas.map((area, index) => polarPoint(centre, radius(area.value), angles[index]!));

  return (
    <svg width={width} height={height} role="presentation">
      <g className={styles.grid}>
        {SCORES.filter((score) => radius(score) > 0).map((score) => (
          <path key={score} d={ring(radius(score))} fill="none" />
        ))}
        {angles.map((angle, index) => {
          const end = polarPoint(centre, outer, angle);
          return <line key={index} x1={centre.x} y1={centre.y} x2={end.x} y2={end.y} />;
        })}
      </g>
      <g className={styles.axis}>
        <path d={ring(outer)} fill="none" />
        {areas.map((area, index) => {
          const angle = angles[index]!;
          const from = polarPoint(centre, outer, angle);
          const to = polarPoint(centre, outer + TICK_SIZE, angle);
          return (
            <g key={index}>
              <line x1={from.x} y1={from.y} x2={to.x} y2={to.y} />
              <AreaName at={to} degrees={angle} name={area.label} />
            </g>
          );
        })}
      </g>
      <g
        className={animate ? styles.growing : undefined}
        style={{ transformOrigin: `${centre.x}px ${centre.y}px` }}
      >
        <g className={styles.area}>
          <path d={polygonPath(scored)} />
        </g>
        {areas.map((area, index) => {
          const band = radarMarkerBand(area.value);
          return <Marker key={index} at={scored[index]!} color={RADAR_BAND_COLOR[band]} data-band={band} />;
        })}
      </g>
    </svg>
  );
}
