import type { IndicatorValues } from '@health-passport/domain';

/** What each indicator kind receives: values already read defensively (readIndicatorValues). */
export interface IndicatorKindProps {
  values: IndicatorValues;
  /** What the value is of ("BMI"), part of the accessible description. */
  title?: string;
  /** SegmentIndicator only: the segment counts (the component's properties.values). */
  segments?: unknown;
}
