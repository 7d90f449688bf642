import type { IndicatorValues } from '@health-passport/domain';
import { colorClass, dotClass } from './text';
import styles from './Indicator.module.css';

/**
 * The value with its unit, and beside it the colour dot with the band's label (or the colour's word when the
 * layout gives no label): colour is never the only signal.
 */
export function ValueLine({
  values,
  valueText,
  unit,
  colorWord,
  size = 'medium',
}: {
  values: IndicatorValues;
  valueText: string | undefined;
  unit: string;
  colorWord: string | undefined;
  size?: 'medium' | 'large';
}) {
  const label = values.label ?? colorWord;
  return (
    <span className={`${styles.valueLine} ${colorClass(values.color)}`}>
      <span className={size === 'large' ? styles.valueLarge : styles.value}>
        {valueText ?? '–'}
        {unit && <span className={styles.unit}> {unit}</span>}
      </span>
      {label && (
        <span className={styles.label}>
          {values.color && <span className={dotClass} />}
          {label}
        </span>
      )}
    </span>
  );
}
