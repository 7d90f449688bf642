export { Indicator, type IndicatorProps } from './Indicator';
