import type { LayoutType, ResultColor, Trend } from './layout';

/**
 * The documents the server builds per route and the web renders (passport-and-professional §2.4, §3 "Layout
 * component", "Indicator values", "Scan data", §7). This file is the contract between
 * `apps/server/src/modules/layouts` (builds them from content templates bound to a passport's results) and
 * `apps/web/src/features/layout-components` (renders them). Texts arrive in the request's language.
 */

/** A colour band's lower threshold: values from `threshold` up to the next band's threshold get `color`. */
export interface ColorRange {
  color: ResultColor;
  threshold: number;
}

/** A named band on the label scale under an indicator ("Healthy weight" from 18.5). */
export interface LabelRange {
  label: string;
  threshold: number;
}

/** Indicator values (passport-and-professional §3): what an indicator component draws. */
export interface IndicatorValues {
  /** The value as shown (number, or a text such as "Non-smoker"); null when there is none. */
  value: number | string | null;
  /** Unit shown after the value ("kg/m²"); empty for none. */
  unit?: string;
  /** Decimals the value is shown with. */
  decimals?: number;
  /** Ends of the drawn scale. */
  valueMin?: number;
  valueMax?: number;
  /** The label of the band the value falls in ("Healthy weight"); always shown beside the colour. */
  label?: string;
  color?: ResultColor;
  /** Where the value sits on the scale, 0 to 1 (the component clamps the pointer to 5-95 %). */
  position?: number;
  opacity?: number;
  /** Earlier passports' values, oldest first. */
  previousValues?: number[];
  trend?: Trend;
  colorRanges?: ColorRange[];
  labelRanges?: LabelRange[];
  /** For option-like indicators (a chosen answer, a bullet): the selected index or value. */
  selected?: number | string;
  previousSelected?: number | string;
  /** For counting indicators (legends): how many. */
  count?: number;
  minLabel?: string;
  maxLabel?: string;
}

/** A link target inside the portal ("/my-health/body-heart", "#blood-pressure") or outside (https://...). */
export type LinkTarget = string;

/** Properties of a layout component (passport-and-professional §3 "Layout component"); every one optional. */
export interface LayoutProperties {
  /** Anchor id: AnchorLink targets and the page's anchor navigation use it. */
  id?: string;
  title?: string;
  subTitle?: string;
  /** Rich text: sanitized to the allowed tags and attributes before rendering (§9). */
  text?: string;
  /** Icon file name under /icons/ ("heart.svg"). */
  icon?: string;
  linkTo?: LinkTarget;
  linkText?: string;
  /** false hides the component; a top-level disabled card shows greyed with the upsell modal (§4). */
  enabled?: boolean;
  /** Text of the upsell modal of a disabled card (default key modal.upSell.default.text). */
  upsellText?: string;
  theme?: string;
  color?: ResultColor;
  indicatorType?: string;
  /** Indicator position 0-1 (clamped to 5-95 % when drawn). */
  position?: number;
  opacity?: number;
  minLabel?: string;
  maxLabel?: string;
  /** Legend entries. */
  indicators?: { color: ResultColor; value: number | string }[];
  /** Segment bar values: drawn only with exactly 4 (§5). */
  values?: number[];
  foodGroups?: { title: string; icon?: string; indicator?: IndicatorValues; text?: string }[];
  quantityAdvice?: string;
  heading?: string;
  caption?: string;
  highlight?: { title?: string; text?: string; date?: string; linkTo?: LinkTarget; linkText?: string };
  subInfoGroup?: { text: string }[];
  /** Accordions, flip cards and cards start open when true (§4). */
  open?: boolean;
  /** Illustration file name under /icons/. */
  graphic?: string;
  intro?: string;
  label?: string;
  tags?: { text: string; icon?: string; linkTo?: LinkTarget }[];
  /** Line chart's y-axis label. */
  yLabel?: string;
  /** Indicator values of an indicator or a card that carries one. */
  indicator?: IndicatorValues;
  /** LineChart points, oldest first. */
  points?: { label: string; value: number }[];
  /** RadarChart areas, values 1-7; disabled areas are not drawn. */
  areas?: { label: string; value: number; enabled?: boolean }[];
  /** SourceReference: the guideline behind the results on the page. */
  sources?: { name: string; citation: string; url?: string }[];
  /** StepListItem: its number in the list. */
  step?: number;
  /** The result of the reference table this component shows (for tests and analytics). */
  resultId?: string;
}

/** One node of the content tree. `type` is a ComponentType; anything else renders the notice. */
export interface LayoutComponent {
  type: string;
  properties?: LayoutProperties;
  components?: LayoutComponent[];
}

/** A page layout (passport-and-professional §2.4). */
export interface LayoutDocument {
  type: LayoutType;
  /** The layout path it answers ("my-health", "my-health/body-heart", "my-statistics/my-scans"). */
  name: string;
  title: string;
  /** Theme class put on <body> while the page shows ("theme-body"). */
  theme: string;
  /** The passport it was built for. */
  passportId: string;
  /** The reference table version the passport's results were computed with; absent where none were shown. */
  tableVersion?: string;
  components: LayoutComponent[];
}

/** One entry of the navigation routes (§7 routes): a menu item and the layout it loads. */
export interface NavigationRoute {
  /** Route name: "my-health", "body-heart" ... */
  name: string;
  /** Portal path: "/my-health/body-heart". */
  path: string;
  /** Layout path to ask for: "my-health/body-heart", or "local:{name}" for a static layout. */
  layout: string;
  title: string;
  icon?: string;
  /** Special menu text: the my-scans link's upsell when the passport has no scans (§2.1). */
  upsellText?: string;
  children: NavigationRoute[];
}

/** Answer of GET /api/v2/{passportId}/routes. */
export interface NavigationRoutes {
  passportId: string;
  routes: NavigationRoute[];
}

/** Error codes of the layout and routes calls (§8): 403 ACCESS_ERROR, 409 UNPUBLISHED, 404 layoutNotFound. */
export const LayoutErrorCode = Object.freeze({
  ACCESS_ERROR: 'ACCESS_ERROR',
  UNPUBLISHED: 'UNPUBLISHED',
  LAYOUT_NOT_FOUND: 'layoutNotFound',
} as const);
export type LayoutErrorCode = (typeof LayoutErrorCode)[keyof typeof LayoutErrorCode];

/** Theme classes of the layouts: one per system, plus statistics and the dashboard. */
export const LayoutTheme = Object.freeze({
  DASHBOARD: 'theme-dashboard',
  MIND: 'theme-mind',
  BODY: 'theme-body',
  LIFESTYLE: 'theme-lifestyle',
  STATISTICS: 'theme-statistics',
} as const);
export type LayoutTheme = (typeof LayoutTheme)[keyof typeof LayoutTheme];
export const LAYOUT_THEMES: readonly LayoutTheme[] = Object.freeze(Object.values(LayoutTheme));

/** A scan's media file, readable through its signed url only (§2.2 scans). */
export interface ScanMedia {
  /** The MyScans: key it was uploaded under ("MyScans:4CH_Image"). */
  key: string;
  kind: 'image' | 'video';
  /** Signed, short-lived url on this server. */
  url: string;
}
