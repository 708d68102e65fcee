import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../FieldError/FieldError';
import styles from './NumberField.module.css';

export type NumberFieldProps = Omit<AriaNumberFieldProps, 'children' | 'className' | 'style'> & {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** Hides the − / + steppers (arrow keys and the wheel still step). */
  hideSteppers?: boolean;
  className?: string;
};

/**
 * A locale-aware number input (currency, percent and units via `formatOptions`), with steppers,
 * on react-aria's NumberField. Arrow Up/Down step by `step`; Page Up/Down by ten steps.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  hideSteppers = false,
  className,
  ...rest
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...rest}
      className={[fieldStyles.field, styles.numberField, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={[fieldStyles.control, styles.group].join(' ')}>
        {!hideSteppers && (
          <Button slot="decrement" className={styles.step}>
            <Minus size={14} aria-hidden />
          </Button>
        )}
        <Input placeholder={placeholder} className={styles.input} />
        {!hideSteppers && (
          <Button slot="increment" className={styles.step}>
            <Plus size={14} aria-hidden />
          </Button>
        )}
      </Group>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
