import { useMemo, type ComponentType } from 'react';
import { IndicatorType, isIndicatorType, type IndicatorValues } from '@health-passport/domain';
import { BulletBarIndicator, ColorBulletBarIndicator, RangeBulletBarIndicator } from './BulletBarIndicators';
import { ColorBarIndicator } from './ColorBarIndicator';
import { ColorRadialIndicator } from './ColorRadialIndicator';
import { IndicatorCard } from './IndicatorCard';
import type { IndicatorKindProps } from './kind';
import { SegmentIndicator } from './SegmentIndicator';
import { SimpleValueIndicator } from './SimpleValueIndicator';
import { readIndicatorValues } from './values';

export interface IndicatorProps {
  /** One of the eight indicator kinds (IndicatorType); unknown kinds draw the simple value. */
  kind: string | undefined;
  /** The indicator values; malformed fields are left out (none, or a non-object, reads as "no value"). */
  values?: IndicatorValues;
  /** What the value is of ("BMI"), for screen readers. */
  title?: string;
  /** SegmentIndicator: the four counts (the component's properties.values); drawn only with exactly four. */
  segments?: readonly number[];
}

const KINDS: Record<IndicatorType, ComponentType<IndicatorKindProps>> = {
  [IndicatorType.ColorBarIndicator]: ColorBarIndicator,
  [IndicatorType.ColorRadialIndicator]: ColorRadialIndicator,
  [IndicatorType.SimpleValueIndicator]: SimpleValueIndicator,
  [IndicatorType.ColorBulletBarIndicator]: ColorBulletBarIndicator,
  [IndicatorType.RangeBulletBarIndicator]: RangeBulletBarIndicator,
  [IndicatorType.BulletBarIndicator]: BulletBarIndicator,
  [IndicatorType.IndicatorCard]: IndicatorCard,
  [IndicatorType.SegmentIndicator]: SegmentIndicator,
};

/** Draws indicator values in the chosen kind (§3 "Indicator values", §5, §9). */
export function Indicator({ kind, values, title, segments }: IndicatorProps) {
  const readValues = useMemo(() => readIndicatorValues(values), [values]);
  const Kind = isIndicatorType(kind) ? KINDS[kind] : SimpleValueIndicator;
  return <Kind values={readValues} title={title} segments={segments} />;
}
