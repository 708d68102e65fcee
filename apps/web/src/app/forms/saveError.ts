import { ApiError } from '../../api/client';

export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

/** The message of a form whose session expired mid-edit: the typed values are kept as a draft. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Log in again: what you typed is kept.';

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
      ? SESSION_EXPIRED_MESSAGE
      : error.status === 403
        ? error.message
        : error.message && !error.message.startsWith('HTTP ')
          ? error.message
          : fallback;
  return { fieldErrors, formError };
}
