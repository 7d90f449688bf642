import { useRef, type ReactNode, type SVGProps } from 'react';
import type { ResultColor } from '@health-passport/domain';
import { colorClass } from '../indicators';
import type { Point } from './plotGeometry';
import { usePlotSize, type PlotSize } from './usePlotSize';
import styles from './Chart.module.css';

/** The drawing's box: measured first, then drawn at its size in pixels, so texts keep their size. */
export function PlotCanvas({ draw }: { draw: (size: PlotSize) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const size = usePlotSize(box);
  return (
    <div ref={box} className={styles.canvas}>
      {size && draw(size)}
    </div>
  );
}

/** A value's marker: a dot in its result colour with a ring that keeps neighbouring markers apart. */
export function Marker({
  at,
  color,
  ...data
}: { at: Point; color: ResultColor } & Omit<SVGProps<SVGCircleElement>, 'color'>) {
  return <circle cx={at.x} cy={at.y} r={6} className={`${styles.marker} ${colorClass(color)}`} {...data} />;
}
