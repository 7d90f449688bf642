import type { FieldProps } from '../types';
import { FieldIcon } from './FieldIcon';
import styles from './fields.module.css';

/** FieldGroup: related fields under one caption (a fieldset, so the caption names the inputs' group). */
export function FieldGroupField({ field, renderNested }: FieldProps) {
  return (
    <fieldset className={styles.fieldGroup}>
      {field.label && (
        <legend className={styles.legend}>
          <FieldIcon icon={field.icon} />
          {field.label}
        </legend>
      )}
      {field.description && <p className={styles.description}>{field.description}</p>}
      <div className={styles.fields}>{renderNested()}</div>
    </fieldset>
  );
}
