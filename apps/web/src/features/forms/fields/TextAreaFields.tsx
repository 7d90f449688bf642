import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../types';
import { FieldShell } from './FieldShell';
import { SelectBox } from './SelectBox';
import { inputAria } from './TextInputFields';
import styles from './fields.module.css';

/** TextArea: longer free text. */
export function TextAreaField(props: FieldProps) {
  const { field, value, onChange } = props;
  return (
    <FieldShell props={props}>
      <textarea
        {...inputAria(props)}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        placeholder={field.placeholder}
        rows={4}
        className={styles.textarea}
      />
    </FieldShell>
  );
}

/**
 * TextAreaDropDown: free text with standard texts to insert (the options are suggestions, the answer is
 * the text). A chosen suggestion is added on a new line, so several can be combined and then edited.
 */
export function TextAreaDropDownField(props: FieldProps) {
  const { t } = useTranslation();
  const { field, value, onChange, ids } = props;
  const options = field.options ?? [];
  const insert = (chosen: string): void => {
    const label = options.find((option) => option.value === chosen)?.label ?? chosen;
    const current = value ?? '';
    onChange(current.trim() === '' ? label : `${current.replace(/\s+$/, '')}\n${label}`);
  };
  return (
    <FieldShell props={props}>
      <div className={styles.stack}>
        {options.length > 0 && (
          <SelectBox
            options={options}
            value={null}
            onChange={insert}
            placeholder={t('forms.suggestions')}
            aria-label={t('forms.suggestions')}
            aria-describedby={ids.label}
          />
        )}
        <textarea
          {...inputAria(props)}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          placeholder={field.placeholder}
          rows={5}
          className={styles.textarea}
        />
      </div>
    </FieldShell>
  );
}
