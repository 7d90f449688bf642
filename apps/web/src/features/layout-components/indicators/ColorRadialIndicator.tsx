import { IndicatorType } from '@health-passport/domain';
import type { IndicatorKindProps } from './kind';
import { colorClass, dotClass, useIndicatorText } from './text';
import { pointerPercent } from './values';
import styles from './Indicator.module.css';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The gauge is an open ring of three quarters, its gap at the bottom. */
const ARC = CIRCUMFERENCE * 0.75;

/** A ring gauge filled to the value's position in the value's colour, the value in its middle, the label below. */
export function ColorRadialIndicator({ values, title }: IndicatorKindProps) {
  const { valueText, unit, colorWord, description } = useIndicatorText(values, title);
  const filled = (ARC * pointerPercent(values)) / 100;
  const label = values.label ?? colorWord;
  return (
    <div
      className={`${styles.radial} ${colorClass(values.color)}`}
      role="img"
      aria-label={description}
      data-indicator={IndicatorType.ColorRadialIndicator}
    >
      <span className={styles.gauge}>
        <svg viewBox="0 0 120 120" className={styles.gaugeSvg}>
          <circle
            className={styles.gaugeTrack}
            cx="60"
            cy="60"
            r={RADIUS}
            strokeDasharray={`${ARC} ${CIRCUMFERENCE}`}
          />
          <circle
            className={styles.gaugeValue}
            cx="60"
            cy="60"
            r={RADIUS}
            strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
            data-fill={filled.toFixed(1)}
          />
        </svg>
        <span className={styles.gaugeCenter}>
          <span className={styles.value}>{valueText ?? '–'}</span>
          {unit && <span className={styles.unit}>{unit}</span>}
        </span>
      </span>
      {label && (
        <span className={styles.label}>
          {values.color && <span className={dotClass} />}
          {label}
        </span>
      )}
    </div>
  );
}
