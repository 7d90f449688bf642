import { Link, type To } from 'react-router';
import { DynamicForm, type DynamicFormMode } from './DynamicForm';
import styles from './FormLoadFailure.module.css';

export interface FormLoadFailureProps {
  mode: DynamicFormMode;
  /** Why the form could not be loaded (reported by the renderer). */
  error: unknown;
  /** The way back out of the page. */
  back: { to: To; label: string };
}

const ignore = () => undefined;
const saveNothing = async () => undefined;

/**
 * A page whose form could not be loaded: the renderer's failure state ("Something went wrong, please
 * reload the page." with a reload link), plus a way back.
 */
export function FormLoadFailure({ mode, error, back }: FormLoadFailureProps) {
  return (
    <div className={styles.loadFailure}>
      <DynamicForm
        mode={mode}
        groups={[]}
        values={{}}
        onChange={ignore}
        onSavePage={saveNothing}
        onFinished={ignore}
        loadError={error}
      />
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </div>
  );
}
