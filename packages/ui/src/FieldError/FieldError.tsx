import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  type FieldErrorProps as AriaFieldErrorProps,
  Label,
  Text,
} from 'react-aria-components';
import styles from './Field.module.css';

export type FieldErrorProps = Omit<AriaFieldErrorProps, 'className' | 'style'> & {
  className?: string;
};

/**
 * The inline error under a field. Inside a react-aria field it appears only when the field is invalid
 * and shows `children`, or the field's own validation messages when no children are given.
 */
export function FieldError({ children, className, ...rest }: FieldErrorProps) {
  return (
    <AriaFieldError {...rest} className={[styles.error, className].filter(Boolean).join(' ')}>
      {(renderProps) => (
        <>
          <AlertCircle size={14} aria-hidden className={styles.errorIcon} />
          <span>
            {typeof children === 'function'
              ? children(renderProps)
              : (children ?? renderProps.validationErrors.join(' '))}
          </span>
        </>
      )}
    </AriaFieldError>
  );
}

export type FieldLabelProps = { children: ReactNode; isRequired?: boolean };

/** A field's visible label, wired to its control by the surrounding react-aria field. */
export function FieldLabel({ children, isRequired = false }: FieldLabelProps) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <span className={styles.required} aria-hidden>
          *
        </span>
      )}
    </Label>
  );
}

/** Help text under a field, announced with the control (aria-describedby). */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** Class names of the shared field anatomy, for the field components of this library. */
export const fieldStyles = styles;
