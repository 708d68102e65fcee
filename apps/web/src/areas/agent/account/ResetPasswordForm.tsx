import { MESSAGES } from '@balance/domain';
import { Button, PasswordField, TextField } from '@balance/ui';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import styles from './ResetPassword.module.css';

export type ChangePasswordValues = {
  userName: string;
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
};

export type ResetPasswordFormProps = {
  defaultUserName: string;
  /** Changes the password; resolves to the server's message, rejects with field errors when it refuses. */
  onSubmit: (values: ChangePasswordValues) => Promise<string>;
};

export type SubmitOutcome =
  | { status: 'idle' | 'pending' }
  | { status: 'changed'; message: string }
  | { status: 'failed'; fieldErrors: Record<string, string[]> };

/** The field messages of the change-password form (SPEC §5), in the order of the fields. */
export function validateChangePassword(
  values: ChangePasswordValues,
): Partial<Record<keyof ChangePasswordValues, string>> {
  const errors: Partial<Record<keyof ChangePasswordValues, string>> = {};
  if (values.userName.trim() === '') errors.userName = MESSAGES.userNameRequired;
  if (values.currentPassword === '') errors.currentPassword = MESSAGES.currentPasswordRequired;
  if (values.newPassword === '') errors.newPassword = MESSAGES.newPasswordRequired;
  if (values.confirmNewPassword === '') errors.confirmNewPassword = MESSAGES.confirmNewPasswordRequired;
  else if (values.confirmNewPassword !== values.newPassword)
    errors.confirmNewPassword = MESSAGES.confirmMustMatch;
  return errors;
}

type FieldErrorsLike = { fieldErrors?: Readonly<Record<string, string[]>> };

/**
 * Reset Password (from the account dropdown): User Name, Current Password, New Password, Confirm New
 * Password, each with the spec's message next to it; nothing typed is lost when the change fails.
 */
export function ResetPasswordForm({ defaultUserName, onSubmit }: ResetPasswordFormProps) {
  const [values, setValues] = useState<ChangePasswordValues>({
    userName: defaultUserName,
    currentPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [outcome, setOutcome] = useState<SubmitOutcome>({ status: 'idle' });
  const serverErrors = outcome.status === 'failed' ? outcome.fieldErrors : {};
  const set = (key: keyof ChangePasswordValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    if (outcome.status === 'changed') setOutcome({ status: 'idle' });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.keys(validateChangePassword(values)).length > 0) return;
    setOutcome({ status: 'pending' });
    try {
      const message = await onSubmit({ ...values, userName: values.userName.trim() });
      setOutcome({ status: 'changed', message: message || MESSAGES.passwordChanged });
      setValues((previous) => ({
        ...previous,
        currentPassword: '',
        newPassword: '',
        confirmNewPassword: '',
      }));
    } catch (error) {
      const fieldErrors = (error as FieldErrorsLike | null)?.fieldErrors ?? {};
      setOutcome({ status: 'failed', fieldErrors: { ...fieldErrors } });
    }
  }

  return (
    <Form
      className={styles.form}
      onSubmit={submit}
      validationErrors={serverErrors}
      aria-label="Reset Password"
    >
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
      <TextField
        label="User Name"
        name="userName"
        autoComplete="username"
        value={values.userName}
        onChange={set('userName')}
        isRequired
        validate={(value) => (value.trim() === '' ? MESSAGES.userNameRequired : null)}
      />
      <PasswordField
        label="Current Password"
        name="currentPassword"
        enforceRule={false}
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        isRequired
        requiredMessage={MESSAGES.currentPasswordRequired}
      />
      <PasswordField
        label="New Password"
        name="newPassword"
        value={values.newPassword}
        onChange={set('newPassword')}
        isRequired
        requiredMessage={MESSAGES.newPasswordRequired}
      />
      <PasswordField
        label="Confirm New Password"
        name="confirmNewPassword"
        enforceRule={false}
        autoComplete="new-password"
        value={values.confirmNewPassword}
        onChange={set('confirmNewPassword')}
        isRequired
        requiredMessage={MESSAGES.confirmNewPasswordRequired}
        validate={(value) => (value !== values.newPassword ? MESSAGES.confirmMustMatch : null)}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={outcome.status === 'pending'}>
          Change Password
        </Button>
      </div>
    </Form>
  );
}
