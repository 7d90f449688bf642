import { ResultColor } from '@health-passport/domain';
import type { Bands, PersonFacts, ReferenceRange, Source } from '../types.js';
import { bySex, grade, graded, measured } from './bands.js';

const { RED, ORANGE, YELLOW, GREEN } = ResultColor;

// ---------------------------------------------------------------------------------------------------------------
// VO2max (FRIEND registry 2022)
// ---------------------------------------------------------------------------------------------------------------

const FRIEND_2022: Source = {
  name: 'FRIEND 2022',
  citation:
    'Kaminsky LA, Arena R, Myers J, et al. Updated reference standards for cardiorespiratory fitness measured ' +
    'with cardiopulmonary exercise testing: data from the Fitness Registry and the Importance of Exercise ' +
    'National Database (FRIEND). Mayo Clin Proc 2022;97(2):285-293 (treadmill and cycle ergometer percentiles ' +
    'by sex and decade, 20-89 years).',
  url: 'https://doi.org/10.1016/j.mayocp.2021.08.020',
};

/** The 10th, 25th, 50th, 75th and 90th percentile of VO2max (ml/kg/min) for one sex and decade. */
type Percentiles = readonly [p10: number, p25: number, p50: number, p75: number, p90: number];

/** Per decade from 20-29 to 80-89. */
interface Norms {
  male: readonly Percentiles[];
  female: readonly Percentiles[];
}

const FRIEND_TREADMILL: Norms = {
  male: [
    [28.8, 37.3, 45.4, 52.6, 57.8],
    [25.0, 31.3, 38.6, 46.5, 54.3],
    [22.9, 28.4, 34.8, 41.8, 49.5],
    [19.2, 23.9, 29.4, 35.5, 42.7],
    [16.1, 19.7, 24.4, 29.9, 36.4],
    [13.6, 16.8, 20.6, 25.0, 29.6],
    [13.2, 15.9, 17.7, 20.9, 23.6],
  ],
  female: [
    [22.2, 28.6, 35.6, 42.2, 47.3],
    [19.2, 23.1, 28.3, 34.5, 41.1],
    [17.4, 21.3, 25.9, 30.9, 37.5],
    [16.6, 19.5, 23.1, 27.3, 31.8],
    [13.5, 16.4, 19.4, 23.1, 27.3],
    [12.3, 14.8, 17.1, 20.0, 22.8],
    [11.4, 12.8, 15.1, 17.2, 19.9],
  ],
};

/**
 * Men 30-39 at the 10th percentile (19.4) lie below men 40-49 (20.0): so in the published cycle table itself
 * (checked again against the FRIEND 2022 cycle percentiles), not a copying slip, so kept as published.
 */
const FRIEND_CYCLE: Norms = {
  male: [
    [28.9, 35.7, 43.6, 53.8, 61.0],
    [19.4, 24.5, 30.1, 36.7, 45.6],
    [20.0, 22.8, 27.5, 32.6, 40.5],
    [18.0, 21.7, 24.7, 30.0, 35.8],
    [15.4, 18.7, 21.8, 25.2, 30.5],
    [12.8, 16.0, 18.5, 21.9, 27.1],
    [8.4, 10.8, 13.9, 17.3, 18.8],
  ],
  female: [
    [19.4, 24.1, 31.4, 38.9, 45.0],
    [15.2, 17.9, 21.5, 25.8, 31.7],
    [13.8, 16.0, 19.0, 22.7, 26.8],
    [13.5, 15.2, 17.3, 20.0, 22.6],
    [12.5, 14.2, 15.9, 18.1, 20.3],
    [11.2, 12.8, 14.6, 16.5, 18.0],
    [7.8, 9.0, 10.9, 13.0, 14.1],
  ],
};

/** The decade's row: under 20 uses 20-29, 90 and over uses 80-89, unknown age uses 40-49 (bands only). */
const decade = (person: PersonFacts): number =>
  Math.min(6, Math.max(0, Math.floor(((person.ageYears ?? 45) - 20) / 10)));

const VO2MAX_GRADES = [
  grade(RED, 'Very low', 'Zeer laag'),
  grade(ORANGE, 'Low', 'Laag'),
  grade(YELLOW, 'Below average', 'Onder gemiddeld'),
  grade(GREEN, 'Above average', 'Boven gemiddeld'),
  grade(GREEN, 'High', 'Hoog'),
];

/** Under the 10th percentile, 10th-25th, 25th-50th, 50th-75th, from the 75th. */
function vo2maxBands(norms: Norms, person: PersonFacts): Bands {
  const [p10, p25, p50, p75, p90] = bySex(person, norms)[decade(person)]!;
  return graded(VO2MAX_GRADES, [p10, p25, p50, p75], {
    min: Math.floor(p10 * 0.6),
    max: Math.ceil(p90 * 1.2),
  });
}

const CYCLE_PROTOCOLS = ['cycleRamp', 'cycleSteepRamp', 'astrand'];
/** Protocols that estimate VO2max from a submaximal effort instead of measuring it. */
const SUBMAXIMAL_PROTOCOLS = ['astrand'];

/**
 * The FRIEND norms differ by test mode, and a range's bands depend on the person only, so VO2max is two results:
 * the treadmill norms for a treadmill test (and a test whose protocol was not recorded, as FRIEND advises), the
 * cycle norms for a cycle ergometer test (the Åstrand test estimates VO2max on a cycle ergometer).
 */
const vo2max = (id: string, cycle: boolean): ReferenceRange => ({
  id,
  name: cycle
    ? { en: 'VO2max (cycle ergometer)', nl: 'VO2max (fietsergometer)' }
    : { en: 'VO2max', nl: 'VO2max' },
  unit: 'ml/kg/min',
  decimals: 1,
  source: FRIEND_2022,
  plausible: { min: 5, max: 95 },
  value(items, person) {
    if (person.sex === null || person.ageYears === null) return undefined;
    const protocol = items.Exercise_Protocol ?? '';
    if (CYCLE_PROTOCOLS.includes(protocol) !== cycle) return undefined;
    return measured(items, 'Exercise_VO2max');
  },
  bands: (person) => vo2maxBands(cycle ? FRIEND_CYCLE : FRIEND_TREADMILL, person),
  estimated: (items) => SUBMAXIMAL_PROTOCOLS.includes(items.Exercise_Protocol ?? ''),
  higherIsBetter: true,
});

// ---------------------------------------------------------------------------------------------------------------
// Spirometry (GLI-2012 z-scores, ERS/ATS 2022 interpretation)
// ---------------------------------------------------------------------------------------------------------------

/**
 * The measurements form stores the GLI-2012 z-scores the spirometer computes (FVC_ZScore, FEV1_ZScore,
 * FEV1_FVC_Ratio_ZScore), so no lookup tables are needed here: below z = -1.645 is below the lower limit of
 * normal (the 5th percentile).
 */
const GLI_2012: Source = {
  name: 'GLI-2012, ERS/ATS 2022',
  citation:
    'Quanjer PH, Stanojevic S, Cole TJ, et al. Multi-ethnic reference values for spirometry for the 3-95-yr age ' +
    'range: the global lung function 2012 equations. Eur Respir J 2012;40(6):1324-1343; Stanojevic S, Kaminsky ' +
    'DA, Miller MR, et al. ERS/ATS technical standard on interpretive strategies for routine lung function ' +
    'tests. Eur Respir J 2022;60(1):2101499 (lower limit of normal z = -1.645; severity by z-score: mild to ' +
    '-2.5, moderate to -4, severe below).',
  url: 'https://doi.org/10.1183/09031936.00080312',
};

/** z = -1.645, the 5th percentile of the GLI-2012 reference population. */
export const LOWER_LIMIT_OF_NORMAL_Z = -1.645;

const zScoreRange = (
  id: string,
  key: string,
  name: ReferenceRange['name'],
  bands: () => Bands,
): ReferenceRange => ({
  id,
  name,
  unit: 'z',
  decimals: 2,
  source: GLI_2012,
  plausible: { min: -10, max: 10 },
  value: (items) => measured(items, key),
  bands,
  higherIsBetter: true,
});

const Z_SCALE = { min: -5, max: 3 };
const belowLln = (en: string, nl: string) => () =>
  graded([grade(ORANGE, en, nl), grade(GREEN, 'Normal', 'Normaal')], [LOWER_LIMIT_OF_NORMAL_Z], Z_SCALE);

const fev1FvcZ = zScoreRange(
  'fev1FvcZScore',
  'FEV1_FVC_Ratio_ZScore',
  { en: 'FEV1/FVC (z-score)', nl: 'FEV1/FVC (z-score)' },
  belowLln('Below the lower limit of normal (obstruction)', 'Onder de ondergrens van normaal (obstructie)'),
);

const fvcZ = zScoreRange(
  'fvcZScore',
  'FVC_ZScore',
  { en: 'FVC (z-score)', nl: 'FVC (z-score)' },
  belowLln('Below the lower limit of normal', 'Onder de ondergrens van normaal'),
);

const fev1Z = zScoreRange('fev1ZScore', 'FEV1_ZScore', { en: 'FEV1 (z-score)', nl: 'FEV1 (z-score)' }, () =>
  graded(
    [
      grade(RED, 'Severely reduced', 'Ernstig verminderd'),
      grade(ORANGE, 'Moderately reduced', 'Matig verminderd'),
      grade(YELLOW, 'Mildly reduced', 'Licht verminderd'),
      grade(GREEN, 'Normal', 'Normaal'),
    ],
    [-4, -2.5, LOWER_LIMIT_OF_NORMAL_Z],
    Z_SCALE,
  ),
);

// ---------------------------------------------------------------------------------------------------------------
// Grip strength (EWGSOP2 cut-off from Dodds 2014; age norms Massy-Westropp 2011)
// ---------------------------------------------------------------------------------------------------------------

const GRIP: Source = {
  name: 'EWGSOP2 2019 (Dodds 2014), Massy-Westropp 2011',
  citation:
    'Cruz-Jentoft AJ, Bahat G, Bauer J, et al. Sarcopenia: revised European consensus on definition and ' +
    'diagnosis. Age Ageing 2019;48(1):16-31 (low grip strength below 27 kg in men and 16 kg in women, from Dodds ' +
    'RM et al. Grip strength across the life course: normative data from twelve British studies. PLoS One ' +
    '2014;9(12):e113637); age norms (mean and SD of the dominant hand by decade): Massy-Westropp NM, Gill TK, ' +
    'Taylor AW, et al. Hand grip strength: age and gender stratified normative data in a population-based ' +
    'study. BMC Res Notes 2011;4:127.',
  url: 'https://doi.org/10.1093/ageing/afy169',
};

/** Mean and SD (kg) of the dominant hand per decade: 20-29 ... 60-69, 70 and over. */
const GRIP_NORMS: {
  male: readonly (readonly [number, number])[];
  female: readonly (readonly [number, number])[];
} = {
  male: [
    [47, 9.5],
    [47, 9.7],
    [47, 9.5],
    [45, 8.4],
    [40, 8.3],
    [33, 7.8],
  ],
  female: [
    [30, 7.0],
    [31, 6.4],
    [29, 5.7],
    [28, 6.3],
    [24, 5.3],
    [20, 5.8],
  ],
};

/** EWGSOP2: low grip strength, probable sarcopenia. */
const GRIP_CUT_OFF = { male: 27, female: 16 };

/**
 * Below the EWGSOP2 cut-off, below the age mean minus one SD, below the age mean, at or above the mean. Where the
 * mean minus one SD lies under the cut-off (women of 70 and over) that grade drops out.
 */
function gripBands(person: PersonFacts): Bands {
  const row = Math.min(5, Math.max(0, Math.floor(((person.ageYears ?? 45) - 20) / 10)));
  const [mean, sd] = bySex(person, GRIP_NORMS)[row]!;
  return graded(
    [
      grade(RED, 'Low (risk of muscle loss)', 'Laag (risico op spierverlies)'),
      grade(ORANGE, 'Below average', 'Onder gemiddeld'),
      grade(YELLOW, 'Slightly below average', 'Iets onder gemiddeld'),
      grade(GREEN, 'Average or above', 'Gemiddeld of hoger'),
    ],
    [bySex(person, GRIP_CUT_OFF), Number((mean - sd).toFixed(1)), mean],
    { min: bySex(person, { male: 15, female: 8 }), max: Math.ceil(mean + 2 * sd) },
  );
}

/** The stronger hand's best attempt (EWGSOP2 uses the maximum grip strength). */
const gripStrength: ReferenceRange = {
  id: 'gripStrength',
  name: { en: 'Grip strength', nl: 'Knijpkracht' },
  unit: 'kg',
  decimals: 1,
  source: GRIP,
  plausible: { min: 2, max: 110 },
  value(items, person) {
    if (person.sex === null || person.ageYears === null) return undefined;
    const hands = [measured(items, 'Grip_Left'), measured(items, 'Grip_Right')].filter(
      (v): v is number => v !== undefined,
    );
    return hands.length === 0 ? undefined : Math.max(...hands);
  },
  bands: gripBands,
  higherIsBetter: true,
};

/** Fitness: VO2max norms by age and sex, spirometry (GLI-2012 lower limit of normal), grip strength. */
export const FITNESS_RANGES: readonly ReferenceRange[] = Object.freeze([
  vo2max('vo2max', false),
  vo2max('vo2maxCycle', true),
  fev1FvcZ,
  fev1Z,
  fvcZ,
  gripStrength,
]);
