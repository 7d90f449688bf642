import type { FormGroup } from '@health-passport/form-engine';
import { FieldRenderer } from './FieldRenderer';
import { useFormRuntime } from './formContext';
import { Heading } from './fields/Heading';
import styles from './fields/fields.module.css';

interface GroupViewProps {
  group: FormGroup;
  /** Level of the group's own heading (a page is 2, its subgroups 3, ...). */
  level: number;
  /** The page heading is rendered by the form shell. */
  hideHeading?: boolean;
}

/**
 * One group: its heading, its enabled fields and its visible subgroups, in the engine's document order
 * (own fields first, then subgroups), so that "first invalid field" is the first one on screen.
 */
export function GroupView({ group, level, hideHeading = false }: GroupViewProps) {
  const { groupPaths, enablement } = useFormRuntime();
  const path = groupPaths.get(group);
  const state = path === undefined ? undefined : enablement.groups.get(path);
  if (state === undefined || !state.visible) return null;
  const showHeading = !hideHeading && group.label.trim() !== '';
  return (
    <section className={level <= 2 ? styles.page : styles.group} data-group-path={path}>
      {showHeading && (
        <Heading level={level} className={styles.groupHeading}>
          {group.label}
        </Heading>
      )}
      <div className={styles.fields}>
        {group.fields.map((field, index) => (
          <FieldRenderer key={`${field.dataKey}:${index}`} field={field} headingLevel={level} />
        ))}
      </div>
      {(group.groups ?? []).map((child, index) => (
        <GroupView key={`${child.label}:${index}`} group={child} level={level + 1} />
      ))}
    </section>
  );
}
