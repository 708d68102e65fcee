import type { CSSProperties, ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import styles from './Form.module.css';

export type FormLayoutProps = Omit<AriaFormProps, 'className' | 'style' | 'children'> & {
  children: ReactNode;
  /** One column (default) or two columns of fields on wide screens. */
  columns?: 1 | 2;
  /** Caps the form's width, e.g. 720. */
  maxWidth?: CSSProperties['maxWidth'];
  className?: string;
};

/**
 * A form on react-aria's Form: native submit, field validation on submit, and server errors through
 * `validationErrors` ({ fieldName: message }) shown next to the matching fields. Fields are
 * uncontrolled or controlled by the page, so a failed submit never loses what the user typed.
 */
export function FormLayout({ children, columns = 1, maxWidth, className, ...rest }: FormLayoutProps) {
  return (
    <AriaForm
      {...rest}
      className={[styles.form, className].filter(Boolean).join(' ')}
      style={maxWidth === undefined ? undefined : { maxWidth }}
      data-columns={columns}
    >
      {children}
    </AriaForm>
  );
}

export type FieldGroupProps = {
  /** The group's caption (a fieldset legend). */
  legend: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Lays the group's fields in one or two columns. Default: follows the form. */
  columns?: 1 | 2;
  /** Disables every control in the group (native fieldset behaviour). */
  isDisabled?: boolean;
  className?: string;
};

/** A titled group of related fields: a fieldset with a legend. */
export function FieldGroup({
  legend,
  description,
  children,
  columns,
  isDisabled,
  className,
}: FieldGroupProps) {
  return (
    <fieldset
      className={[styles.group, className].filter(Boolean).join(' ')}
      disabled={isDisabled}
      data-columns={columns}
    >
      <legend className={styles.legend}>{legend}</legend>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      <div className={styles.fields}>{children}</div>
    </fieldset>
  );
}

export type FormActionsProps = {
  children: ReactNode;
  /** Where the buttons sit. Default 'end' (right-aligned, primary action last). */
  align?: 'start' | 'end' | 'between';
  /** Keeps the row visible at the bottom of a long scrolling form. */
  isSticky?: boolean;
  className?: string;
};

/** The row of form buttons (Cancel, Save…), right-aligned by default. */
export function FormActions({ children, align = 'end', isSticky = false, className }: FormActionsProps) {
  return (
    <div
      className={[styles.actions, className].filter(Boolean).join(' ')}
      data-align={align}
      data-sticky={isSticky || undefined}
    >
      {children}
    </div>
  );
}
