import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import type { Ref } from 'react';
import styles from './Field.module.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  label: string;
  description?: string;
  /** Shown under the field and announced; also marks the field invalid. */
  errorMessage?: string;
  /** Marks the input as meeting its rule (a green border); never shown together with an error. */
  isValid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  isValid,
  inputRef,
  validationBehavior = 'aria',
  ...props
}: TextFieldProps) {
  const invalid = isInvalid ?? Boolean(errorMessage);
  const valid = Boolean(isValid) && !invalid;
  return (
    <AriaTextField
      {...props}
      validationBehavior={validationBehavior}
      isInvalid={invalid}
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <Input ref={inputRef} className={styles.control} data-valid={valid || undefined} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
