import type { ReactNode } from 'react';
import {
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../FieldError/FieldError';
import styles from './TextField.module.css';

export type TextFieldProps = Omit<AriaTextFieldProps, 'children' | 'className' | 'style'> & {
  /** Visible label (required: every field is labelled). */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /**
   * Shown next to the field when it is invalid (`isInvalid`, `validate`, or native constraints such as
   * `isRequired`). Without it the field's own validation messages are shown.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** Renders a multi-line text area instead of a single-line input. */
  isMultiline?: boolean;
  /** Icon or adornment shown at the start of the input. */
  icon?: ReactNode;
  className?: string;
};

/** A labelled text input with help text and an inline error, on react-aria's TextField. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isMultiline = false,
  icon,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField {...rest} className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      {isMultiline ? (
        <TextArea placeholder={placeholder} className={[fieldStyles.control, styles.textarea].join(' ')} />
      ) : icon ? (
        <div className={styles.withIcon}>
          <span className={styles.icon} aria-hidden>
            {icon}
          </span>
          <Input placeholder={placeholder} className={[fieldStyles.control, styles.input].join(' ')} />
        </div>
      ) : (
        <Input placeholder={placeholder} className={[fieldStyles.control, styles.input].join(' ')} />
      )}
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
