import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import type { Ref } from 'react';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  label: string;
  description?: string;
  /** Shown under the field and announced; also marks the field invalid. */
  errorMessage?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  inputRef,
  validationBehavior = 'aria',
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      validationBehavior={validationBehavior}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <Input ref={inputRef} className={styles.input} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
