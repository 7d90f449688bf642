import { isEnumValue } from './enum';
import { PackageCode } from './shop';

/** Layout types delivered per route (passport-and-professional §2.4). */
export const LayoutType = Object.freeze({
  MyStatisticsLayout: 'MyStatisticsLayout',
  MyActionsLayout: 'MyActionsLayout',
  MyActionsPlanLayout: 'MyActionsPlanLayout',
  MyHealthSubSystemLayout: 'MyHealthSubSystemLayout',
  MyStatisticsDetailLayout: 'MyStatisticsDetailLayout',
  Dashboard: 'Dashboard',
} as const);
export type LayoutType = (typeof LayoutType)[keyof typeof LayoutType];
export const LAYOUT_TYPES: readonly LayoutType[] = Object.freeze(Object.values(LayoutType));

export function isLayoutType(value: unknown): value is LayoutType {
  return isEnumValue(LayoutType, value);
}

/**
 * Renderable component types of the layout catalogue (passport-and-professional §9). AncorLink is the
 * legacy misspelling that renders nothing; any other type renders the "not valid component" notice.
 */
export const ComponentType = Object.freeze({
  Section: 'Section',
  Hero: 'Hero',
  IconHero: 'IconHero',
  IconIndicatorHero: 'IconIndicatorHero',
  CardGrid: 'CardGrid',
  CardGroup: 'CardGroup',
  CardList: 'CardList',
  AccordionList: 'AccordionList',
  RadarChart: 'RadarChart',
  HAccordion: 'HAccordion',
  FoodGroupsGridList: 'FoodGroupsGridList',
  CardFlipList: 'CardFlipList',
  FoodGroupsGrid: 'FoodGroupsGrid',
  IconHeaderList: 'IconHeaderList',
  TabNavigator: 'TabNavigator',
  LineChart: 'LineChart',
  LinkHero: 'LinkHero',
  BevelList: 'BevelList',
  AnchorLink: 'AnchorLink',
  PanelGrid: 'PanelGrid',
  HSlider: 'HSlider',
  UsersList: 'UsersList',
  SnapshotsList: 'SnapshotsList',
  StepListItem: 'StepListItem',
  SimpleTitle: 'SimpleTitle',
  CardListItem: 'CardListItem',
  BevelContainer: 'BevelContainer',
  Container: 'Container',
  PanelHero: 'PanelHero',
  MegaSlider: 'MegaSlider',
  CallOut: 'CallOut',
  Teaser: 'Teaser',
  SourceReference: 'SourceReference',
  TagList: 'TagList',
  SimpleButton: 'SimpleButton',
  AncorLink: 'AncorLink',
} as const);
export type ComponentType = (typeof ComponentType)[keyof typeof ComponentType];
export const COMPONENT_TYPES: readonly ComponentType[] = Object.freeze(Object.values(ComponentType));

export function isComponentType(value: unknown): value is ComponentType {
  return isEnumValue(ComponentType, value);
}

/** Indicator kinds, chosen by a component's indicatorType property (passport-and-professional §9). */
export const IndicatorType = Object.freeze({
  ColorBarIndicator: 'ColorBarIndicator',
  ColorRadialIndicator: 'ColorRadialIndicator',
  SimpleValueIndicator: 'SimpleValueIndicator',
  ColorBulletBarIndicator: 'ColorBulletBarIndicator',
  RangeBulletBarIndicator: 'RangeBulletBarIndicator',
  BulletBarIndicator: 'BulletBarIndicator',
  IndicatorCard: 'IndicatorCard',
  SegmentIndicator: 'SegmentIndicator',
} as const);
export type IndicatorType = (typeof IndicatorType)[keyof typeof IndicatorType];
export const INDICATOR_TYPES: readonly IndicatorType[] = Object.freeze(Object.values(IndicatorType));

export function isIndicatorType(value: unknown): value is IndicatorType {
  return isEnumValue(IndicatorType, value);
}

/** Load states of a layout page (passport-and-professional §2.4, §8). */
export const LayoutLoadState = Object.freeze({
  LOADING: 'LOADING',
  SUCCESS: 'SUCCESS',
  SERVER_ERROR: 'SERVER_ERROR',
  ACCESS_ERROR: 'ACCESS_ERROR',
  UNPUBLISHED: 'UNPUBLISHED',
} as const);
export type LayoutLoadState = (typeof LayoutLoadState)[keyof typeof LayoutLoadState];
export const LAYOUT_LOAD_STATES: readonly LayoutLoadState[] = Object.freeze(Object.values(LayoutLoadState));

/** Trend of an indicator value (passport-and-professional §3 "Indicator values"). */
export const Trend = Object.freeze({
  GREEN_UP: 'GREEN_UP',
  GREEN_DOWN: 'GREEN_DOWN',
  RED_UP: 'RED_UP',
  RED_DOWN: 'RED_DOWN',
  WHITE_NEUTRAL: 'WHITE_NEUTRAL',
} as const);
export type Trend = (typeof Trend)[keyof typeof Trend];
export const TRENDS: readonly Trend[] = Object.freeze(Object.values(Trend));

/** Result colour names (passport-and-professional §3 "Indicator values"). */
export const ResultColor = Object.freeze({
  RED: 'red',
  ORANGE: 'orange',
  YELLOW: 'yellow',
  GREEN: 'green',
} as const);
export type ResultColor = (typeof ResultColor)[keyof typeof ResultColor];
export const RESULT_COLORS: readonly ResultColor[] = Object.freeze(Object.values(ResultColor));

/** A legend with exactly four counts is coloured in this order (passport-and-professional §9). */
export const FOUR_COUNT_LEGEND_COLORS: readonly ResultColor[] = Object.freeze([
  ResultColor.GREEN,
  ResultColor.YELLOW,
  ResultColor.ORANGE,
  ResultColor.RED,
]);

/** Indicator pointer positions (0-1) are clamped to 5-95 percent (passport-and-professional §4, §9). */
export const INDICATOR_POSITION_CLAMP = Object.freeze({ min: 0.05, max: 0.95 } as const);

export function clampIndicatorPosition(position: number): number {
  if (Number.isNaN(position)) return INDICATOR_POSITION_CLAMP.min;
  return Math.min(INDICATOR_POSITION_CLAMP.max, Math.max(INDICATOR_POSITION_CLAMP.min, position));
}

/** Segment bars render only with exactly this many values (passport-and-professional §5, §9). */
export const SEGMENT_BAR_VALUE_COUNT = 4;

/**
 * Segments of a segment bar (passport-and-professional §5): undefined unless exactly 4 values; zero values
 * are skipped; each width is the rounded percentage of the total plus 1.
 */
export function segmentBarWidths(
  values: readonly number[],
): { index: number; value: number; widthPercent: number }[] | undefined {
  if (values.length !== SEGMENT_BAR_VALUE_COUNT) return undefined;
  const total = values.reduce((sum, v) => sum + v, 0);
  if (total <= 0) return [];
  return values.flatMap((value, index) =>
    value === 0 ? [] : [{ index, value, widthPercent: Math.round((value / total) * 100) + 1 }],
  );
}

/** Radar chart values run from 1 to 7 (passport-and-professional §9). */
export const RADAR_SCALE = Object.freeze({ min: 1, max: 7 } as const);
/** Radar marker colour bands: up to 3, up to 5, above 5 (passport-and-professional §9). */
export function radarMarkerBand(value: number): 'low' | 'middle' | 'high' {
  if (value <= 3) return 'low';
  if (value <= 5) return 'middle';
  return 'high';
}

/** Line chart points are red at 10 or below and at 14 or above, green in between (passport-and-professional §9). */
export const LINE_CHART_RED_AT_OR_BELOW = 10;
export const LINE_CHART_RED_AT_OR_ABOVE = 14;
export function lineChartPointColor(value: number): ResultColor {
  return value <= LINE_CHART_RED_AT_OR_BELOW || value >= LINE_CHART_RED_AT_OR_ABOVE
    ? ResultColor.RED
    : ResultColor.GREEN;
}

/** Slider breakpoints of the layout components in px, widest first (passport-and-professional §2.2). */
export const SLIDER_BREAKPOINTS = Object.freeze([1920, 1600, 1024, 825] as const);
/** Slides shown by a slider on wide screens (passport-and-professional §2.2). */
export const SLIDER_WIDE_SLIDES = 3;
/** MyStatisticsLayout groups its card grid in pairs (passport-and-professional §9). */
export const CARD_GRID_GROUP_SIZE = 2;

/** Horizontal accordion's initially open index (passport-and-professional §4). */
export function horizontalAccordionInitialIndex(packageCode: string | null | undefined): number {
  return packageCode === PackageCode.STANDARD_PERFORMANCE ||
    packageCode === PackageCode.PREMIUM_PERFORMANCE_USMO_CYCLING
    ? 2
    : 1;
}

/** Translation key of the default upsell text of a disabled top-level card (passport-and-professional §4). */
export const UPSELL_DEFAULT_TEXT_KEY = 'modal.upSell.default.text';

/** Layout paths with this prefix load a static JSON instead (passport-and-professional §2.4). */
export const LOCAL_LAYOUT_PREFIX = 'local:';
export function staticLayoutUrl(layoutPath: string): string {
  const name = layoutPath.startsWith(LOCAL_LAYOUT_PREFIX)
    ? layoutPath.slice(LOCAL_LAYOUT_PREFIX.length)
    : layoutPath;
  return `/layouts/${name}.json`;
}
/** Icons load from /icons/{file} (passport-and-professional §2.4). */
export function iconUrl(file: string): string {
  return `/icons/${file}`;
}

/** Rich text: allowed tags (passport-and-professional §9). */
export const RICH_TEXT_ALLOWED_TAGS = Object.freeze([
  'h1',
  'h2',
  'h3',
  'p',
  'ul',
  'ol',
  'li',
  'a',
  'hr',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'th',
  'tr',
  'td',
  'mark',
  'u',
  'em',
  'strong',
  's',
  'code',
] as const);
/** Rich text: allowed attributes per tag; every other attribute is dropped (passport-and-professional §9). */
export const RICH_TEXT_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  a: Object.freeze(['href', 'target']),
  mark: Object.freeze(['style']),
});

/** Defaults of the formatting input (passport-and-professional §5, §9). */
export const FORMATTING_DEFAULTS = Object.freeze({
  phoneRegion: 'AU',
  cardBlocks: Object.freeze({
    default: Object.freeze([4, 4, 4, 4]),
    amex: Object.freeze([4, 6, 5]),
    diners: Object.freeze([4, 6, 4]),
  }),
  dateDelimiter: '/',
  timeDelimiter: ':',
  numeralDelimiter: ',',
  numeralDecimalScale: 2,
  numeralThousandsGrouping: true,
} as const);
