import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BARCODE_MAX_LENGTH, FieldValidationStatus, LIST_VALUE_SEPARATOR } from '@health-passport/domain';
import { isRequired, normalizeRepeater, repeaterEntries, repeaterValue } from '@health-passport/form-engine';
import type { FieldProps } from '../types';
import { FieldShell, describedBy } from './FieldShell';
import styles from './fields.module.css';

/**
 * The entries shown for a list value, kept while typing. The stored value is always the engine's
 * `repeaterValue` of the entries; the engine's `normalizeRepeater` tidies them when an entry is left
 * (emptied entries removed, one empty entry kept last).
 */
function useEntries(value: string | undefined): [string[], (next: string[]) => void] {
  const [state, setState] = useState(() => ({ entries: repeaterEntries(value), stored: value ?? '' }));
  let current = state;
  if (state.stored !== (value ?? '')) {
    current = { entries: repeaterEntries(value), stored: value ?? '' };
    setState(current);
  }
  return [current.entries, (entries) => setState({ entries, stored: repeaterValue(entries) })];
}

function ListInput({ props, kind }: { props: FieldProps; kind: 'entry' | 'barcode' }) {
  const { t } = useTranslation();
  const { field, value, onChange, ids, status } = props;
  const [entries, setEntries] = useEntries(value);

  const update = (next: string[]): void => {
    setEntries(next);
    const stored = repeaterValue(next);
    if (stored !== (value ?? '')) onChange(stored);
  };
  const change = (index: number, text: string): void => {
    // A comma separates stored entries, so it cannot be typed inside one (§5).
    const next = entries.map((entry, i) => (i === index ? text.split(LIST_VALUE_SEPARATOR).join('') : entry));
    if (next[next.length - 1] !== '') next.push('');
    update(next);
  };
  const tidy = (): void => {
    const next = normalizeRepeater(entries);
    if (next.join('\u0000') !== entries.join('\u0000')) update(next);
  };

  return (
    <FieldShell props={props} labelAs="text">
      <div
        className={styles.entryList}
        role="group"
        aria-labelledby={ids.label}
        onBlur={(event) => {
          // Tidy when the list is left, so the entries never shift under the person's focus.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) tidy();
        }}
      >
        {entries.map((entry, index) => (
          <div key={index}>
            <input
              id={index === 0 ? ids.input : undefined}
              value={entry}
              onChange={(event) => change(index, event.target.value)}
              maxLength={kind === 'barcode' ? BARCODE_MAX_LENGTH : undefined}
              aria-label={t(kind === 'barcode' ? 'forms.list.barcode' : 'forms.list.entry', {
                label: field.label,
                number: index + 1,
              })}
              aria-describedby={index === 0 ? describedBy(props) : undefined}
              aria-invalid={(index === 0 && status === FieldValidationStatus.INVALID) || undefined}
              aria-required={(index === 0 && isRequired(field)) || undefined}
              data-status={index === 0 || entry !== '' ? status : undefined}
              autoComplete="off"
              spellCheck={kind === 'barcode' ? false : undefined}
              className={kind === 'barcode' ? `${styles.input} ${styles.inputShort}` : styles.input}
            />
          </div>
        ))}
      </div>
    </FieldShell>
  );
}

/** TextFieldRepeater: a growing list of short answers (§5 text repeater rules, from the engine). */
export function TextFieldRepeaterField(props: FieldProps) {
  return <ListInput props={props} kind="entry" />;
}

/** Barcode: one or more codes of at most 10 characters each, stored like a repeater. */
export function BarcodeField(props: FieldProps) {
  return <ListInput props={props} kind="barcode" />;
}
