export { Indicator, type IndicatorProps } from './Indicator';
export { Legend, type LegendEntry } from './Legend';
export { TrendNote } from './Trend';
export { colorClass, dotClass } from './text';
export { formatIndicatorNumber, readIndicatorValues } from './values';
