import { useTranslation } from 'react-i18next';
import { FieldValidationStatus, allowsNegativeValue } from '@health-passport/domain';
import {
  formatDateInput,
  isRequired,
  isFieldAnswered,
  parseNumericInput,
  splitList,
} from '@health-passport/form-engine';
import { useLocale } from '../../../lib/i18n';
import type { FieldProps, InputFormat } from '../types';
import {
  cleanNumericInput,
  formatCardNumber,
  formatNumeralDisplay,
  formatPhone,
  formatTimeInput,
  numericInputText,
} from '../inputFormats';
import { useMaskedInput } from '../useMaskedInput';
import type { MaskResult } from '../useMaskedInput';
import { FieldShell, describedBy } from './FieldShell';
import styles from './fields.module.css';

const same = (display: string): MaskResult => ({ display, value: display });

const MASKS: Readonly<Record<Exclude<InputFormat, 'numeral'>, (raw: string) => MaskResult>> = {
  creditCard: (raw) => same(formatCardNumber(raw)),
  phone: (raw) => same(formatPhone(raw)),
  time: (raw) => same(formatTimeInput(raw)),
  date: (raw) => formatDateInput(raw),
};

/** The attributes every text-like input of a field shares. */
export function inputAria(props: FieldProps, options: { hint?: boolean; error?: string } = {}) {
  return {
    id: props.ids.input,
    'aria-describedby': describedBy(props, options),
    'aria-invalid':
      props.status === FieldValidationStatus.INVALID || options.error !== undefined || undefined,
    'aria-required': isRequired(props.field) || undefined,
    'data-status': props.status,
  };
}

/**
 * TextField: free text, or a number when `numeric` (digits and one decimal separator, stored as a point
 * decimal, never grouped), or a masked text when the page assigned an input format (card, phone, ...).
 */
export function TextInputField(props: FieldProps) {
  const { field, value, onChange, inputFormat } = props;
  const locale = useLocale();
  const numeric = field.numeric === true;
  const allowNegative = allowsNegativeValue(field.dataKey);
  const mask = numeric
    ? (raw: string): MaskResult => {
        const display = cleanNumericInput(raw, allowNegative);
        const parsed = parseNumericInput(display, { allowNegative });
        return { display, value: parsed.ok ? parsed.normalized : display };
      }
    : inputFormat !== undefined && inputFormat !== 'numeral'
      ? MASKS[inputFormat]
      : same;
  const { text, onInput, inputRef } = useMaskedInput(value, onChange, mask, (stored) =>
    numeric ? numericInputText(stored, locale) : (stored ?? ''),
  );
  return (
    <FieldShell props={props}>
      <input
        {...inputAria(props)}
        ref={inputRef}
        value={text}
        onChange={onInput}
        type={inputFormat === 'phone' ? 'tel' : 'text'}
        inputMode={
          numeric ? 'decimal' : inputFormat === undefined || inputFormat === 'phone' ? undefined : 'numeric'
        }
        autoComplete={inputFormat === 'creditCard' ? 'cc-number' : inputFormat === 'phone' ? 'tel' : 'off'}
        placeholder={field.placeholder}
        className={numeric || field.unit ? `${styles.input} ${styles.inputShort}` : styles.input}
      />
    </FieldShell>
  );
}

/** A stored value as text: option labels for choices, grouped numbers for numeric display fields (§9). */
function displayText(field: FieldProps['field'], value: string, locale: string, numeral: boolean): string {
  const options = field.options ?? [];
  if (options.length > 0) {
    return splitList(value)
      .map((item) => options.find((option) => option.value === item)?.label ?? item)
      .join(', ');
  }
  return numeral ? formatNumeralDisplay(value, locale) : value;
}

/**
 * ReadOnlyTextField (and any field marked readOnly): a value shown, never edited. Numbers are shown with
 * thousands grouping and at most two decimals in the active locale (§9), since this is a display field.
 */
export function ReadOnlyTextField({ field, value, ids, inputFormat }: FieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const answered = isFieldAnswered(field, value);
  const shown = answered
    ? displayText(field, value ?? '', locale, field.numeric === true || inputFormat === 'numeral')
    : t('forms.readOnlyEmpty');
  return (
    <div className={styles.readOnly}>
      <span id={ids.label} className={styles.label}>
        {field.label}
      </span>
      {field.description && <p className={styles.description}>{field.description}</p>}
      <p className={styles.readOnlyValue} aria-labelledby={ids.label}>
        <span className={answered ? undefined : styles.muted}>{shown}</span>
        {answered && field.unit && <span className={styles.unit}>{field.unit}</span>}
      </p>
    </div>
  );
}
