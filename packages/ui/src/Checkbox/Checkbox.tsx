import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import styles from './Checkbox.module.css';

export type CheckboxProps = Omit<AriaCheckboxProps, 'children' | 'className' | 'style'> & {
  /** The visible label; clicking it toggles the box. */
  children: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Shown under the label when the checkbox is invalid. */
  errorMessage?: ReactNode;
  className?: string;
};

/** A labelled checkbox (with an indeterminate state) on react-aria's Checkbox. */
export function Checkbox({ children, description, errorMessage, className, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      {({ isSelected, isIndeterminate, isInvalid }) => (
        <>
          <span className={styles.box} aria-hidden>
            {isIndeterminate ? (
              <Minus size={14} strokeWidth={3} />
            ) : isSelected ? (
              <Check size={14} strokeWidth={3} />
            ) : null}
          </span>
          <span className={styles.text}>
            <span className={styles.label}>{children}</span>
            {description !== undefined && <span className={styles.description}>{description}</span>}
            {isInvalid && errorMessage !== undefined && <span className={styles.error}>{errorMessage}</span>}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}
