import { describe, expect, it } from 'vitest';
import * as domain from './index';

const {
  AppointmentLocation,
  appointmentLocationsFor,
  clampIndicatorPosition,
  horizontalAccordionInitialIndex,
  lineChartPointColor,
  orderQuestionnaireGroups,
  PackageType,
  radarMarkerBand,
  requiresPreCheck,
  segmentBarWidths,
  snapshotSlidesToShow,
  snapshotStatusLabel,
  staticLayoutUrl,
} = domain;

describe('enum and list sizes match the spec', () => {
  it.each([
    ['ROLES', domain.ROLES, 14],
    ['STEP_TYPES', domain.STEP_TYPES, 21],
    ['FIELD_TYPES', domain.FIELD_TYPES, 22],
    ['LAYOUT_TYPES', domain.LAYOUT_TYPES, 6],
    ['INDICATOR_TYPES', domain.INDICATOR_TYPES, 8],
    // 35 renderable types of the catalogue plus the legacy AncorLink.
    ['COMPONENT_TYPES', domain.COMPONENT_TYPES, 36],
    ['ONBOARDING_MODES', domain.ONBOARDING_MODES, 5],
    ['PERMISSION_TYPES', domain.PERMISSION_TYPES, 5],
    ['MY_HEALTH_SUBPAGES', domain.MY_HEALTH_SUBPAGES, 18],
    ['MY_STATISTICS_SUBPAGES', domain.MY_STATISTICS_SUBPAGES, 6],
    ['SPECIAL_PACKAGE_CODES', domain.SPECIAL_PACKAGE_CODES, 9],
    ['PRE_CHECK_STATEMENTS', domain.PRE_CHECK_STATEMENTS, 7],
    ['RICH_TEXT_ALLOWED_TAGS', domain.RICH_TEXT_ALLOWED_TAGS, 22],
  ] as const)('%s has %i entries, all distinct', (_name, values, size) => {
    expect(values).toHaveLength(size);
    expect(new Set(values).size).toBe(size);
  });

  it('freezes enum objects', () => {
    expect(Object.isFrozen(domain.Role)).toBe(true);
    expect(Object.isFrozen(domain.PASSPORT_STATUSES)).toBe(true);
  });
});

describe('appointment locations (customer-journey §4)', () => {
  it('follows the package code', () => {
    expect(appointmentLocationsFor('GLI_product')).toEqual([AppointmentLocation.ON_LOCATION]);
    expect(appointmentLocationsFor('general_health_check_plus_onsite')).toEqual([
      AppointmentLocation.ON_LOCATION,
    ]);
    expect(appointmentLocationsFor('standard_performance_mind_b2b')).toEqual([AppointmentLocation.AMSTERDAM]);
    expect(appointmentLocationsFor('performance_plus')).toEqual([AppointmentLocation.AMSTERDAM]);
  });
});

describe('pre-check (customer-journey §4)', () => {
  it('opens for flagged products of the pre-check types that are not confirmed yet', () => {
    expect(requiresPreCheck({ showPreCheck: true, packageType: PackageType.CORE }, false)).toBe(true);
    expect(requiresPreCheck({ showPreCheck: true, packageType: PackageType.CORE }, true)).toBe(false);
    expect(requiresPreCheck({ showPreCheck: false, packageType: PackageType.CORE }, false)).toBe(false);
    expect(requiresPreCheck({ showPreCheck: true, packageType: PackageType.NONE }, false)).toBe(false);
  });
});

describe('layout rules (passport-and-professional §4, §5, §9)', () => {
  it('clamps the indicator position to 5-95 percent', () => {
    expect(clampIndicatorPosition(0)).toBe(0.05);
    expect(clampIndicatorPosition(1)).toBe(0.95);
    expect(clampIndicatorPosition(0.4)).toBe(0.4);
    expect(clampIndicatorPosition(Number.NaN)).toBe(0.05);
  });

  it('renders segment bars only for exactly 4 values, skipping zeros', () => {
    expect(segmentBarWidths([1, 2, 3])).toBeUndefined();
    expect(segmentBarWidths([1, 1, 0, 2])).toEqual([
      { index: 0, value: 1, widthPercent: 26 },
      { index: 1, value: 1, widthPercent: 26 },
      { index: 3, value: 2, widthPercent: 51 },
    ]);
    expect(segmentBarWidths([0, 0, 0, 0])).toEqual([]);
  });

  it('colours radar markers and line chart points', () => {
    expect([1, 3, 4, 5, 6, 7].map(radarMarkerBand)).toEqual([
      'low',
      'low',
      'middle',
      'middle',
      'high',
      'high',
    ]);
    expect([10, 11, 13, 14].map(lineChartPointColor)).toEqual(['red', 'green', 'green', 'red']);
  });

  it('opens the horizontal accordion at 2 for two performance packages', () => {
    expect(horizontalAccordionInitialIndex('standard_performance')).toBe(2);
    expect(horizontalAccordionInitialIndex('premium_performance_usmo_cycling')).toBe(2);
    expect(horizontalAccordionInitialIndex('performance_plus')).toBe(1);
    expect(horizontalAccordionInitialIndex(undefined)).toBe(1);
  });

  it('maps local: layouts to static JSON', () => {
    expect(staticLayoutUrl('local:example')).toBe('/layouts/example.json');
  });
});

describe('snapshots (passport-and-professional §2.2)', () => {
  it('shows 1 tab slide and 3/2/1 slideshow slides by width', () => {
    expect(snapshotSlidesToShow('TAB', 2000)).toBe(1);
    expect(snapshotSlidesToShow('SLIDESHOW', 1440)).toBe(3);
    expect(snapshotSlidesToShow('SLIDESHOW', 1439)).toBe(2);
    expect(snapshotSlidesToShow('SLIDESHOW', 1000)).toBe(2);
    expect(snapshotSlidesToShow('SLIDESHOW', 719)).toBe(1);
  });

  it('labels statuses with spaces, capitalised', () => {
    expect(snapshotStatusLabel('COMPUTED')).toBe('Computed');
    expect(snapshotStatusLabel('IN_REVIEW')).toBe('In review');
  });
});

describe('questionnaire group order (customer-journey §7)', () => {
  it('moves Introduction first and Conclusion last, keeping the rest in order', () => {
    const groups = ['A', 'Conclusie', 'B', 'Introductie', 'C'].map((label) => ({ label }));
    expect(orderQuestionnaireGroups(groups).map((g) => g.label)).toEqual([
      'Introductie',
      'A',
      'B',
      'C',
      'Conclusie',
    ]);
  });
});
