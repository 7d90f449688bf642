import { useTranslation } from 'react-i18next';
import { Trend, type IndicatorValues, type ResultColor } from '@health-passport/domain';
import { useLocale } from '../../../lib/i18n';
import { formatIndicatorValue } from './values';
import colors from './colors.module.css';

/** The colour class of a result colour (neutral without one): sets --indicator-fill and --indicator-text. */
export function colorClass(color: ResultColor | 'neutral' | undefined): string {
  return colors[color ?? 'neutral'] ?? '';
}

export const dotClass = colors.dot;

/**
 * A trend is worth telling unless it is neutral for want of an earlier value (an empty previousValues list
 * says there was no earlier passport).
 */
export function hasTrend(values: IndicatorValues): values is IndicatorValues & { trend: Trend } {
  if (values.trend === undefined) return false;
  return !(values.trend === Trend.WHITE_NEUTRAL && values.previousValues?.length === 0);
}

/** The texts every indicator shows and announces: the value, its colour's word and one describing sentence. */
export function useIndicatorText(values: IndicatorValues, title: string | undefined) {
  const { t } = useTranslation();
  const locale = useLocale();
  const valueText = formatIndicatorValue(values, locale);
  const unit = valueText !== undefined && values.unit ? values.unit : '';
  const colorWord = values.color ? t(`layout.colors.${values.color}`) : undefined;
  const shownValue = valueText === undefined ? t('layout.indicator.noValue') : `${valueText} ${unit}`.trim();
  // "BMI 24.3 kg/m², Healthy weight, green"; a trend is its own visible sentence (TrendNote), not repeated here.
  const description = [[title, shownValue].filter(Boolean).join(' '), values.label, colorWord]
    .filter(Boolean)
    .join(', ');
  return { valueText, unit, colorWord, description };
}
