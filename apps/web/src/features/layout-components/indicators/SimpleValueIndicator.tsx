import { IndicatorType } from '@health-passport/domain';
import type { IndicatorKindProps } from './kind';
import { useIndicatorText } from './text';
import { ValueLine } from './ValueLine';
import styles from './Indicator.module.css';

/** The value, its unit and its label beside a colour dot; also what unknown kinds draw. */
export function SimpleValueIndicator({ values, title }: IndicatorKindProps) {
  const { valueText, unit, colorWord, description } = useIndicatorText(values, title);
  return (
    <div
      className={styles.simple}
      role="img"
      aria-label={description}
      data-indicator={IndicatorType.SimpleValueIndicator}
    >
      <ValueLine values={values} valueText={valueText} unit={unit} colorWord={colorWord} />
    </div>
  );
}
