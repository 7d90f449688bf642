import { Radio, type RadioProps } from 'react-aria-components';
import styles from './ChoiceRadio.module.css';

/** A radio of a React Aria RadioGroup drawn as a bordered choice that fills when chosen. */
export function ChoiceRadio(props: Omit<RadioProps, 'className'>) {
  return <Radio {...props} className={styles.choice} />;
}
