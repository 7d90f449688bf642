import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import type { FieldOption } from '@health-passport/form-engine';
import styles from './fields.module.css';

interface SelectBoxProps {
  options: readonly FieldOption[];
  value: string | null;
  onChange: (value: string) => void;
  placeholder: string;
  /** Id of the trigger button (the element focused for this field). */
  id?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
}

/** A single-choice list box (keyboard, type-ahead and screen-reader support from React Aria). */
export function SelectBox({
  options,
  value,
  onChange,
  placeholder,
  id,
  isInvalid = false,
  isRequired = false,
  ...aria
}: SelectBoxProps) {
  const known = value !== null && options.some((option) => option.value === value) ? value : null;
  return (
    <Select
      {...aria}
      value={known}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      placeholder={placeholder}
      isInvalid={isInvalid}
      isRequired={isRequired}
      validationBehavior="aria"
      className={styles.select}
    >
      <Button id={id} className={styles.selectTrigger}>
        <SelectValue className={styles.selectValue} />
        <span className={styles.chevron} aria-hidden="true" />
      </Button>
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listBox}>
          {options.map((option) => (
            <ListBoxItem
              key={option.value}
              id={option.value}
              textValue={option.label}
              className={styles.option}
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
