import { isCommonPassword, isPasswordValid, MESSAGES } from '@balance/domain';
import { Button, COMMON_PASSWORD_MESSAGE, PasswordField, TextField } from '@balance/ui';
import { useState } from 'react';
import { FormFrame, useSaveForm } from '../../../app/forms';
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
  for (const field of FIELDS) {
    const message = fieldErrors?.[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmNewPassword: '' };
const FIELDS = ['userName', 'currentPassword', 'newPassword', 'confirmNewPassword'] as const;

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
  const form = useSaveForm<ChangePasswordValues, Field, string>({
    fields: FIELDS,
    validate: validateChangePassword,
    save: (typed) => onSubmit({ ...typed, userName: typed.userName.trim() }),
    readError: (error) => ({ fieldErrors: serverErrors(error), formError: MESSAGES.changePasswordFailed }),
    recheck: true,
    dropMessageOnEdit: true,
    onSaved: () => setValues((previous) => ({ ...previous, ...EMPTY_PASSWORDS })),
  });

  const set = (name: Field) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    form.edited([name], next);
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: set(name),
    isRequired: true,
  });
  // A password field checks its rule by itself as the user types: held to the form's messages, so
  // they appear on the first try like the others.
  const password = (name: Field) => ({
    ...field(name),
    isInvalid: Boolean(form.errors[name]),
    errorMessage: form.errors[name],
  });

  return (
    <FormFrame label="Reset Password" className={styles.form} form={form} values={values}>
      {form.saved !== null && (
        <p className={styles.success} role="status">
          {form.saved || MESSAGES.passwordChanged}
        </p>
      )}
      {form.formError && (
        <p className={styles.problem} role="alert">
          {form.formError}
        </p>
      )}
      <TextField label="User Name" autoComplete="username" {...field('userName')} />
      <PasswordField
        label="Current Password"
        enforceRule={false}
        autoComplete="current-password"
        {...password('currentPassword')}
      />
      <PasswordField label="New Password" autoComplete="new-password" {...password('newPassword')} />
      <PasswordField
        label="Confirm New Password"
        enforceRule={false}
        autoComplete="new-password"
        {...password('confirmNewPassword')}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={form.isPending}>
          Change Password
        </Button>
      </div>
    </FormFrame>
  );
}
