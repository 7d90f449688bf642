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
  CARD_DELIMITERS,
  DATE_DELIMITERS,
  PHONE_DELIMITERS,
  TIME_DELIMITERS,
  cleanNumericInput,
  formatCardNumber,
  formatNumeralDisplay,
  formatNumeralInput,
  formatPhone,
  formatTimeInput,
  numeralDelimiters,
  numeralInputText,
  numericInputText,
} from '../inputFormats';
import { useMaskedInput } from '../useMaskedInput';
import type { MaskResult } from '../useMaskedInput';
import { FieldShell, describedBy } from './FieldShell';
import styles from './fields.module.css';

const same = (display: string): MaskResult => ({ display, value: display });

interface Mask {
  mask: (raw: string) => MaskResult;
  /** The characters the mask inserts. */
  delimiters: string;
}

interface FieldMask extends Mask {
  /** The stored value as the input shows it. */
  toDisplay: (stored: string | undefined) => string;
}

const MASKS: Readonly<Record<Exclude<InputFormat, 'numeral'>, Mask>> = {
  creditCard: { mask: (raw) => same(formatCardNumber(raw)), delimiters: CARD_DELIMITERS },
  phone: { mask: (raw) => same(formatPhone(raw)), delimiters: PHONE_DELIMITERS },
  time: { mask: (raw) => same(formatTimeInput(raw)), delimiters: TIME_DELIMITERS },
  date: { mask: (raw) => formatDateInput(raw), delimiters: DATE_DELIMITERS },
};

/** The mask of a text field: the numeral format, else numeric cleaning, else the page's input format. */
function maskOf(field: FieldProps['field'], inputFormat: InputFormat | undefined, locale: string): FieldMask {
  const allowNegative = allowsNegativeValue(field.dataKey);
  const asStored = (stored: string | undefined): string => stored ?? '';
  if (inputFormat === 'numeral') {
    // A numeric field keeps a typed minus for the engine to refuse; elsewhere nothing would judge it.
    const keepMinus = allowNegative || field.numeric === true;
    return {
      mask: (raw) => formatNumeralInput(raw, locale, keepMinus),
      delimiters: numeralDelimiters(locale),
      toDisplay: (stored) => numeralInputText(stored, locale),
    };
  }
  if (field.numeric === true) {
    return {
      mask: (raw) => {
        const display = cleanNumericInput(raw);
        const parsed = parseNumericInput(display, { allowNegative });
        return { display, value: parsed.ok ? parsed.normalized : display };
      },
      delimiters: '',
      toDisplay: (stored) => numericInputText(stored, locale),
    };
  }
  if (inputFormat !== undefined) return { ...MASKS[inputFormat], toDisplay: asStored };
  return { mask: same, delimiters: '', toDisplay: asStored };
}

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
 * decimal, never grouped), or a masked text when the page assigned an input format (card, phone, ...);
 * the numeral format shows a number grouped in the person's language and stores it as a point decimal.
 */
export function TextInputField(props: FieldProps) {
  const { field, value, onChange, inputFormat } = props;
  const locale = useLocale();
  const numeric = field.numeric === true || inputFormat === 'numeral';
  const { mask, delimiters, toDisplay } = maskOf(field, inputFormat, locale);
  const { text, onInput, inputRef } = useMaskedInput(value, onChange, mask, toDisplay, delimiters);
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
