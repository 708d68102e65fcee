import { isCommonPassword, isPasswordValid, MESSAGES, passwordChecks } from '@balance/domain';
import { Check, Circle, Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  Input,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  ToggleButton,
} from 'react-aria-components';
import { FieldError, FieldLabel, fieldStyles } from '../FieldError/FieldError';
import styles from './PasswordField.module.css';

/** Shown when `refuseCommon` is on and the password is one of the most common ones. */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Choose a different one.';

export type PasswordFieldProps = Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'type' | 'validate'
> & {
  /** Visible label, e.g. 'New Password'. */
  label: ReactNode;
  description?: ReactNode;
  /**
   * Checks the value against the shared password rule (docs/product.md#rules): shows the live checklist and,
   * on failure, the rule's exact message. Turn off for a current-password field. Default true.
   */
  enforceRule?: boolean;
  /** Also refuse the most common passwords, with a clear message. Default false. */
  refuseCommon?: boolean;
  /** Message when the field is required and empty (e.g. MESSAGES.newPasswordRequired). */
  requiredMessage?: string;
  /** Extra validation (e.g. confirm must match), run after the built-in checks. */
  validate?: (value: string) => string | null | undefined;
  /** Error from the caller or the server, shown with `isInvalid`. */
  errorMessage?: ReactNode;
  placeholder?: string;
  className?: string;
};

/**
 * A password input with a show/hide toggle and a live checklist of the password rule.
 * Pasting is allowed. Validation messages appear under the field (on submit with the default
 * native behaviour, as you type with `validationBehavior="aria"`).
 */
export function PasswordField({
  label,
  description,
  enforceRule = true,
  refuseCommon = false,
  requiredMessage,
  validate,
  errorMessage,
  placeholder,
  className,
  value,
  defaultValue,
  onChange,
  autoComplete,
  ...rest
}: PasswordFieldProps) {
  const [innerValue, setInnerValue] = useState(defaultValue ?? '');
  const current = value ?? innerValue;
  const [isVisible, setVisible] = useState(false);
  const checks = enforceRule ? passwordChecks(current) : [];

  const handleChange = (next: string) => {
    if (value === undefined) setInnerValue(next);
    onChange?.(next);
  };

  const runValidation = (input: string): string | null => {
    if (input === '') return rest.isRequired ? (requiredMessage ?? 'Password is required') : null;
    if (enforceRule && !isPasswordValid(input)) return MESSAGES.passwordRule;
    if (refuseCommon && isCommonPassword(input)) return COMMON_PASSWORD_MESSAGE;
    return validate?.(input) ?? null;
  };

  const hasDescription = description !== undefined || enforceRule;

  return (
    <AriaTextField
      {...rest}
      type={isVisible ? 'text' : 'password'}
      value={current}
      onChange={handleChange}
      validate={runValidation}
      autoComplete={autoComplete ?? (enforceRule ? 'new-password' : 'current-password')}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className={styles.inputWrap}>
        <Input
          placeholder={placeholder}
          spellCheck={false}
          autoCapitalize="off"
          className={[fieldStyles.control, styles.input].join(' ')}
        />
        <ToggleButton
          aria-label="Show password"
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={rest.isDisabled}
          className={styles.toggle}
        >
          {isVisible ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
        </ToggleButton>
      </div>
      {hasDescription && (
        <Text slot="description" elementType="div" className={styles.description}>
          {description !== undefined && <div className={fieldStyles.description}>{description}</div>}
          {enforceRule && (
            <ul className={styles.checklist} aria-label="Password rule">
              {checks.map((check) => (
                <li
                  key={check.id}
                  className={styles.check}
                  data-rule={check.id}
                  data-met={check.met || undefined}
                >
                  {check.met ? (
                    <Check size={14} strokeWidth={3} aria-hidden className={styles.checkIcon} />
                  ) : (
                    <Circle size={14} aria-hidden className={styles.checkIcon} />
                  )}
                  <span>{check.label}</span>
                  <span className="visually-hidden">{check.met ? ' (done)' : ' (missing)'}</span>
                </li>
              ))}
            </ul>
          )}
        </Text>
      )}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
