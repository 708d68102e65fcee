import { isCommonPassword, isPasswordValid, MESSAGES } from '@balance/domain';
import { Button, COMMON_PASSWORD_MESSAGE, PasswordField, TextField } from '@balance/ui';
import { useState, type FormEvent } from 'react';
import styles from './ResetPassword.module.css';

export type ChangePasswordValues = {
  userName: string;
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
};

type Field = keyof ChangePasswordValues;
export type ChangePasswordErrors = Partial<Record<Field, string>>;

export type ResetPasswordFormProps = {
  defaultUserName: string;
  /** Changes the password; resolves to the server's message, rejects (with `fieldErrors`) when refused. */
  onSubmit: (values: ChangePasswordValues) => Promise<string>;
};

type Outcome = { status: 'idle' | 'pending' } | { status: 'changed'; message: string } | { status: 'failed' };

/** The messages of the change-password form (docs/product.md#rules), one per field. */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (values.userName.trim() === '') errors.userName = MESSAGES.userNameRequired;
  if (values.currentPassword === '') errors.currentPassword = MESSAGES.currentPasswordRequired;
  if (values.newPassword === '') errors.newPassword = MESSAGES.newPasswordRequired;
  else if (!isPasswordValid(values.newPassword)) errors.newPassword = MESSAGES.passwordRule;
  // The rule alone lets the most common passwords through; refuse them here too, not only on the server.
  else if (isCommonPassword(values.newPassword)) errors.newPassword = COMMON_PASSWORD_MESSAGE;
  if (values.confirmNewPassword === '') errors.confirmNewPassword = MESSAGES.confirmNewPasswordRequired;
  else if (values.confirmNewPassword !== values.newPassword)
    errors.confirmNewPassword = MESSAGES.confirmMustMatch;
  return errors;
}

/** The first message per field of a refused change (ApiError.fieldErrors). */
function serverErrors(error: unknown): ChangePasswordErrors {
  const fieldErrors = (error as { fieldErrors?: Readonly<Record<string, readonly string[]>> } | null)
    ?.fieldErrors;
  const errors: ChangePasswordErrors = {};
  for (const field of ['userName', 'currentPassword', 'newPassword', 'confirmNewPassword'] as const) {
    const message = fieldErrors?.[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * Reset Password (from the account dropdown): User Name, Current Password, New Password, Confirm New
 * Password, each with the spec's message next to it. Messages appear on the first try and then follow
 * the typing; nothing typed is lost when the change fails.
 */
export function ResetPasswordForm({ defaultUserName, onSubmit }: ResetPasswordFormProps) {
  const [values, setValues] = useState<ChangePasswordValues>({
    userName: defaultUserName,
    ...EMPTY_PASSWORDS,
  });
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  const set = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateChangePassword(next));
    if (outcome.status !== 'pending') setOutcome({ status: 'idle' });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (outcome.status === 'pending') return;
    setAttempted(true);
    const found = validateChangePassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setOutcome({ status: 'pending' });
    try {
      const message = await onSubmit({ ...values, userName: values.userName.trim() });
      setOutcome({ status: 'changed', message: message || MESSAGES.passwordChanged });
      setValues((previous) => ({ ...previous, ...EMPTY_PASSWORDS }));
      setAttempted(false);
    } catch (error) {
      setErrors(serverErrors(error));
      setOutcome({ status: 'failed' });
    }
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: set(name),
    isRequired: true,
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
    validationBehavior: 'aria' as const,
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Reset Password">
      {outcome.status === 'changed' && (
        <p className={styles.success} role="status">
          {outcome.message}
        </p>
      )}
      {outcome.status === 'failed' && (
        <p className={styles.problem} role="alert">
          {MESSAGES.changePasswordFailed}
        </p>
      )}
      <TextField label="User Name" autoComplete="username" {...field('userName')} />
      <PasswordField
        label="Current Password"
        enforceRule={false}
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <PasswordField label="New Password" autoComplete="new-password" {...field('newPassword')} />
      <PasswordField
        label="Confirm New Password"
        enforceRule={false}
        autoComplete="new-password"
        {...field('confirmNewPassword')}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={outcome.status === 'pending'}>
          Change Password
        </Button>
      </div>
    </form>
  );
}
