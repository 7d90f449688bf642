import type { FieldProps } from '../types';
import { FieldIcon } from './FieldIcon';
import { Heading } from './Heading';
import styles from './fields.module.css';

/** A title inside a group: one heading level below the group's own heading. */
export function CategoryTitleField({ field, headingLevel }: FieldProps) {
  return (
    <div className={styles.titleRow}>
      <FieldIcon icon={field.icon} />
      <Heading level={headingLevel + 1} className={styles.categoryTitle}>
        {field.label}
      </Heading>
      {field.description && <p className={styles.description}>{field.description}</p>}
    </div>
  );
}

/** Explanatory text between questions; the text is the label, else the description. */
export function CategoryDescriptionField({ field }: FieldProps) {
  return (
    <div className={styles.prose}>
      {field.label && <p>{field.label}</p>}
      {field.description && <p>{field.description}</p>}
    </div>
  );
}

/** A short emphasised line (a statement, a sub-heading that is not a section). */
export function LabelField({ field }: FieldProps) {
  return (
    <div className={styles.titleRow}>
      <FieldIcon icon={field.icon} />
      <p className={styles.labelText}>{field.label}</p>
      {field.description && <p className={styles.description}>{field.description}</p>}
    </div>
  );
}
