import { ApiError } from '../../../api/client';

// The contact rules live in the domain (the mock applies the same ones); re-exported for the forms.
export { EMAIL_PATTERN, emailError, phoneDigits, phoneError, zipError } from '@balance/domain';

export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

/** The errors without those of the fields just changed (a field's message goes as soon as it is edited). */
export function clearedFor<Field extends string>(
  errors: FormErrors<Field>,
  changed: Partial<Record<Field, unknown>>,
): FormErrors<Field> {
  const cleared = { ...errors };
  for (const key of Object.keys(changed) as Field[]) delete cleared[key];
  return cleared;
}

/** Splits a failed save into per-field messages (shown next to the fields) and one form message. */
export function readSaveError<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fallback: string,
): { fieldErrors: FormErrors<Field>; formError: string } {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, formError: fallback };
  const fieldErrors: FormErrors<Field> = {};
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = fields.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
    if (field && messages[0]) fieldErrors[field] = messages[0];
  }
  const formError =
    error.status === 401
      ? 'Your session has expired. Log in again: what you typed is kept.'
      : error.status === 403
        ? error.message
        : error.message && !error.message.startsWith('HTTP ')
          ? error.message
          : fallback;
  return { fieldErrors, formError };
}
