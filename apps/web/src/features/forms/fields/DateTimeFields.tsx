import { useTranslation } from 'react-i18next';
import { FieldValidationStatus } from '@health-passport/domain';
import { durationToMinutes, formatDateInput, minutesToDuration } from '@health-passport/form-engine';
import type { FieldErrorCode, FieldProps } from '../types';
import { useErrorMessage } from '../messages';
import { DATE_DELIMITERS, TIME_DELIMITERS, formatTimeInput } from '../inputFormats';
import { useDisplayText, useMaskedInput } from '../useMaskedInput';
import type { MaskResult } from '../useMaskedInput';
import { FieldShell } from './FieldShell';
import { inputAria } from './TextInputFields';
import styles from './fields.module.css';

const asTyped = (stored: string | undefined): string => stored ?? '';

/**
 * While the typed text is not complete the stored value stays empty (§5 "emitted value is empty when
 * invalid"), so the engine reports "required"; the person then needs to hear the expected format instead.
 */
function useIncompleteMessage(props: FieldProps, shown: string, code: FieldErrorCode): string | undefined {
  const messageFor = useErrorMessage();
  const incomplete = shown !== '' && (props.value ?? '') === '';
  return incomplete && props.status === FieldValidationStatus.INVALID
    ? messageFor(props.field, code)
    : undefined;
}

/** DateField: typed and stored as dd-mm-yyyy with the engine's input helper; empty until a real date (§5). */
export function DateFieldInput(props: FieldProps) {
  const { t } = useTranslation();
  const { text, onInput, inputRef } = useMaskedInput(
    props.value,
    props.onChange,
    formatDateInput,
    asTyped,
    DATE_DELIMITERS,
  );
  const override = useIncompleteMessage(props, text, 'invalidDate');
  return (
    <FieldShell props={props} hint={t('forms.formats.dateHint')} errorMessage={override}>
      <input
        {...inputAria(props, { hint: true })}
        ref={inputRef}
        value={text}
        onChange={onInput}
        inputMode="numeric"
        autoComplete="off"
        placeholder={props.field.placeholder ?? t('forms.formats.datePlaceholder')}
        className={`${styles.input} ${styles.inputShort}`}
      />
    </FieldShell>
  );
}

const durationMask = (raw: string): MaskResult => {
  const display = formatTimeInput(raw);
  const minutes = durationToMinutes(display);
  return { display, value: minutes === null ? '' : String(minutes) };
};

/** Stored minutes (or an hh:mm the engine also accepts) as hh:mm. */
function durationText(stored: string | undefined): string {
  if (stored === undefined) return '';
  return /^\d+$/.test(stored.trim()) ? (minutesToDuration(Number(stored)) ?? stored) : stored;
}

/** DurationField: typed as hh:mm (hours 0-23, minutes 00-59), stored as total minutes (§5). */
export function DurationFieldInput(props: FieldProps) {
  const { t } = useTranslation();
  const { text, onInput, inputRef } = useMaskedInput(
    props.value,
    props.onChange,
    durationMask,
    durationText,
    TIME_DELIMITERS,
  );
  const override = useIncompleteMessage(props, text, 'invalidDuration');
  return (
    <FieldShell props={props} hint={t('forms.formats.durationHint')} errorMessage={override}>
      <input
        {...inputAria(props, { hint: true })}
        ref={inputRef}
        value={text}
        onChange={onInput}
        inputMode="numeric"
        autoComplete="off"
        placeholder={props.field.placeholder ?? t('forms.formats.timePlaceholder')}
        className={`${styles.input} ${styles.inputShort}`}
      />
    </FieldShell>
  );
}

const timeMask = (raw: string): MaskResult => {
  const display = formatTimeInput(raw);
  return { display, value: display };
};

/** TimeField: a time of day typed and stored as hh:mm; the engine judges incomplete text. */
export function TimeFieldInput(props: FieldProps) {
  const { t } = useTranslation();
  const { text, onInput, inputRef } = useMaskedInput(
    props.value,
    props.onChange,
    timeMask,
    asTyped,
    TIME_DELIMITERS,
  );
  return (
    <FieldShell props={props} hint={t('forms.formats.timeHint')}>
      <input
        {...inputAria(props, { hint: true })}
        ref={inputRef}
        value={text}
        onChange={onInput}
        inputMode="numeric"
        autoComplete="off"
        placeholder={props.field.placeholder ?? t('forms.formats.timePlaceholder')}
        className={`${styles.input} ${styles.inputShort}`}
      />
    </FieldShell>
  );
}

/** `dd-mm-yyyy hh:mm` split into its date and time text. */
function splitDateTime(stored: string | undefined): [string, string] {
  if (stored === undefined || stored === '') return ['', ''];
  const space = stored.indexOf(' ');
  return space < 0 ? [stored, ''] : [stored.slice(0, space), stored.slice(space + 1).trim()];
}

const joinDateTime = (date: string, time: string): string =>
  date === '' && time === '' ? '' : `${date} ${time}`;

/**
 * DateTimeField: a date and a time input side by side, stored as `dd-mm-yyyy hh:mm`; the engine checks
 * the combination (an unfinished part makes it invalid).
 */
export function DateTimeFieldInput(props: FieldProps) {
  const { t } = useTranslation();
  const { value, onChange, ids, field } = props;
  const [text, setText] = useDisplayText(value, (stored) => joinDateTime(...splitDateTime(stored)));
  const [date, time] = splitDateTime(text);
  const update = (nextDate: string, nextTime: string): void => {
    const stored = joinDateTime(nextDate, nextTime);
    setText(stored, stored);
    if (stored !== (value ?? '')) onChange(stored);
  };
  const aria = inputAria(props);
  return (
    <FieldShell props={props} labelAs="text">
      <div className={styles.inline} role="group" aria-labelledby={ids.label}>
        <label className={styles.subField}>
          <span className={styles.subLabel}>{t('forms.formats.date')}</span>
          <input
            {...aria}
            value={date}
            onChange={(event) => update(formatDateInput(event.target.value).display, time)}
            inputMode="numeric"
            autoComplete="off"
            placeholder={field.placeholder ?? t('forms.formats.datePlaceholder')}
            className={`${styles.input} ${styles.inputShort}`}
          />
        </label>
        <label className={styles.subField}>
          <span className={styles.subLabel}>{t('forms.formats.time')}</span>
          <input
            {...aria}
            id={`${ids.input}-time`}
            value={time}
            onChange={(event) => update(date, formatTimeInput(event.target.value))}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('forms.formats.timePlaceholder')}
            className={`${styles.input} ${styles.inputShort}`}
          />
        </label>
      </div>
    </FieldShell>
  );
}
