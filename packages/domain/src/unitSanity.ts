/**
 * Values that look entered in another common unit (haemoglobin in g/dL where the form asks mmol/L, vitamin D in
 * ng/mL where it asks nmol/L ...). The measurements form warns next to the field, and the server stores such a
 * value only when staff confirmed it: a value in the wrong unit is never coloured silently. The rule lives here
 * once, for the web form and the server alike.
 */

/** Another unit a value of a measurement is commonly given in, and the values that betray it. */
interface OtherUnit {
  unit: string;
  /**
   * Values from `from` (inclusive) up to `to` (exclusive): usual in this unit, and unusual in the form's unit.
   * Where the window lies outside the field's limits the value is refused anyway, and the warning says why.
   */
  from: number;
  to: number;
  /** The value in the form's unit. */
  toFormUnit: (value: number) => number;
}

interface UnitRule {
  /** The unit the form asks for (the field's unit in the measurements definitions). */
  unit: string;
  /** Decimals the value in the form's unit is shown with. */
  decimals: number;
  others: readonly OtherUnit[];
}

const times = (factor: number) => (value: number) => value * factor;

/** mg/dL to mmol/L: cholesterol (total, HDL, LDL) 1 mmol/L = 38.67 mg/dL. */
const CHOLESTEROL_MG_DL = times(0.02586);

/** Per data key of the measurements form. */
export const UNIT_RULES: Readonly<Record<string, UnitRule>> = Object.freeze({
  // 1 g/dL = 0.6206 mmol/L; in mmol/L above 11.5 (18.5 g/dL) is rare, in g/dL 11.5-25 is everyday.
  Lab_Haemoglobin: {
    unit: 'mmol/L',
    decimals: 1,
    others: [
      { unit: 'g/dL', from: 11.5, to: 25, toFormUnit: times(0.6206) },
      { unit: 'g/L', from: 50, to: 250, toFormUnit: times(0.06206) },
    ],
  },
  // 1 ng/mL = 2.496 nmol/L; under 20 nmol/L is severe deficiency, in ng/mL 5-20 is common.
  Lab_VitaminD: {
    unit: 'nmol/L',
    decimals: 0,
    others: [{ unit: 'ng/mL', from: 0, to: 20, toFormUnit: times(2.496) }],
  },
  // 1 mmol/L = 18.016 mg/dL.
  Lab_Glucose: {
    unit: 'mmol/L',
    decimals: 1,
    others: [{ unit: 'mg/dL', from: 41, to: 720, toFormUnit: (value) => value / 18.016 }],
  },
  Lab_CholesterolTotal: {
    unit: 'mmol/L',
    decimals: 1,
    others: [{ unit: 'mg/dL', from: 50, to: 600, toFormUnit: CHOLESTEROL_MG_DL }],
  },
  Lab_LDL: {
    unit: 'mmol/L',
    decimals: 1,
    others: [{ unit: 'mg/dL', from: 20, to: 500, toFormUnit: CHOLESTEROL_MG_DL }],
  },
  Lab_HDL: {
    unit: 'mmol/L',
    decimals: 1,
    others: [{ unit: 'mg/dL', from: 10, to: 200, toFormUnit: CHOLESTEROL_MG_DL }],
  },
  // 1 mmol/L = 88.57 mg/dL; above 20 mmol/L is extreme, in mg/dL 20-2000 covers fasting and non-fasting values.
  Lab_Triglycerides: {
    unit: 'mmol/L',
    decimals: 1,
    others: [{ unit: 'mg/dL', from: 20, to: 2000, toFormUnit: times(0.01129) }],
  },
  // IFCC mmol/mol = (DCCT % - 2.152) x 10.929; 3-16 is a percentage, never an IFCC value of a living person.
  Lab_HbA1c: {
    unit: 'mmol/mol',
    decimals: 0,
    others: [{ unit: '%', from: 3, to: 16, toFormUnit: (value) => (value - 2.152) * 10.929 }],
  },
  // 1 mg/dL = 88.42 µmol/L.
  Lab_Creatinine: {
    unit: 'µmol/L',
    decimals: 0,
    others: [{ unit: 'mg/dL', from: 0.1, to: 10, toFormUnit: times(88.42) }],
  },
  Body_Height: {
    unit: 'cm',
    decimals: 0,
    others: [{ unit: 'm', from: 0.5, to: 2.5, toFormUnit: times(100) }],
  },
});

/** A value that looks like another unit: which one, and what the value would be in the form's unit. */
export interface UnitSuspicion {
  /** The form's unit ("mmol/L"). */
  unit: string;
  /** The unit the value looks like ("g/dL"). */
  likelyUnit: string;
  /** The value converted from the likely unit to the form's unit, rounded to the decimals it is shown with. */
  convertedValue: number;
  decimals: number;
}

/** Whether `value` (in the form's unit) of the measurement `dataKey` looks entered in another common unit. */
export function unitSuspicion(dataKey: string, value: number): UnitSuspicion | null {
  const rule = Object.hasOwn(UNIT_RULES, dataKey) ? UNIT_RULES[dataKey] : undefined;
  if (rule === undefined || !Number.isFinite(value)) return null;
  const other = rule.others.find((o) => value >= o.from && value < o.to);
  if (other === undefined) return null;
  const factor = 10 ** rule.decimals;
  return {
    unit: rule.unit,
    likelyUnit: other.unit,
    convertedValue: Math.round(other.toFormUnit(value) * factor) / factor,
    decimals: rule.decimals,
  };
}

/**
 * The query parameter of the measurements save (`PUT .../onboarding?unitsConfirmed=Lab_Haemoglobin,...`) that names
 * the values staff confirmed after the warning.
 */
export const UNITS_CONFIRMED_PARAM = 'unitsConfirmed';
