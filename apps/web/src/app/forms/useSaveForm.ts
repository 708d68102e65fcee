// The one save sequence of every form: check the shared rules, refuse a second submit while one is
// on its way, send, then either report success or put the server's field errors next to the fields
// and its message under the form. What the user typed is never touched on failure.
// It keeps its own pending state rather than TanStack's useMutation: the login page uses it, and the
// query library would push that page past its bundle budget; a save has nothing to cache.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { readSaveError, type FormErrors } from './saveError';

/** How a failed save reads: the messages next to the fields and the form's one message. */
export type ReadError<Field extends string> = (error: unknown) => {
  fieldErrors?: FormErrors<Field>;
  formError: string;
};

export type SaveFormOptions<Values, Field extends string, Result> = {
  /** The fields a server error may name (matched case-insensitively). */
  fields: readonly Field[];
  /** The shared rules for these values: a message per invalid field. */
  validate?: (values: Values) => FormErrors<Field>;
  save: (values: Values) => Promise<Result>;
  onSaved?: (result: Result, values: Values) => void;
  /** The form message when the rules refuse a submit (none by default: the fields say it). */
  refusedMessage?: string;
  /**
   * Once a submit was tried, every edit (with the new values) runs the rules again, so the messages
   * follow the typing; otherwise an edit only clears the messages of the fields it changed.
   */
  recheck?: boolean;
  /** An edit also takes the form's message away (the form states only the last try's outcome). */
  dropMessageOnEdit?: boolean;
  /** Reads field messages the server names in its own way (e.g. `rules[1].dtrRole`). */
  readFieldErrors?: (error: unknown) => FormErrors<Field>;
} & (
  | {
      /** The form message when the failure says nothing more useful. */
      failure: string;
      readError?: never;
    }
  | {
      failure?: never;
      /** For a form that words its failures itself (e.g. the login's one message). */
      readError: ReadError<Field>;
    }
);

export type SaveFormState<Values, Field extends string, Result> = {
  errors: FormErrors<Field>;
  formError: string | null;
  isPending: boolean;
  /** The values on their way while `isPending`. */
  sending: Values | null;
  /** What the last successful save answered (null after an edit). */
  saved: Result | null;
  /** Bumped on every refused submit, so the view can move focus to the first invalid field. */
  refusals: number;
  submit: (values: Values, event?: FormEvent) => void;
  /** The user changed these fields (to `next`): their messages and the success line go. */
  edited: (fields: readonly Field[], next?: Values) => void;
  /** Back to a fresh form: no messages, no success line (e.g. the form is closed or swapped). */
  reset: () => void;
};

export function useSaveForm<Values, Field extends string, Result>({
  fields,
  validate,
  save,
  failure,
  readError,
  onSaved,
  refusedMessage,
  recheck = false,
  dropMessageOnEdit = false,
  readFieldErrors,
}: SaveFormOptions<Values, Field, Result>): SaveFormState<Values, Field, Result> {
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Result | null>(null);
  const [refusals, setRefusals] = useState(0);
  // Set in the same task as the click, so a double click sends one request.
  const inFlight = useRef(false);
  const tried = useRef(false);
  const [sending, setSending] = useState<Values | null>(null);
  // The latest callbacks, so a save that ends after a re-render reports through the current ones.
  const latest = useRef({ save, onSaved, readError, readFieldErrors, fields, failure });
  useEffect(() => {
    latest.current = { save, onSaved, readError, readFieldErrors, fields, failure };
  });

  const send = useCallback(async (values: Values) => {
    inFlight.current = true;
    setSending(() => values);
    try {
      const result = await latest.current.save(values);
      tried.current = false;
      setSaved(() => result);
      latest.current.onSaved?.(result, values);
    } catch (error) {
      const options = latest.current;
      const read = options.readError
        ? options.readError(error)
        : readSaveError(error, options.fields, options.failure ?? '');
      setErrors((options.readFieldErrors ? options.readFieldErrors(error) : read.fieldErrors) ?? {});
      setFormError(read.formError);
      setRefusals((count) => count + 1);
    } finally {
      inFlight.current = false;
      setSending(null);
    }
  }, []);

  const submit = useCallback(
    (values: Values, event?: FormEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      tried.current = true;
      setSaved(null);
      setFormError(null);
      const found = validate?.(values) ?? {};
      setErrors(found);
      if (Object.keys(found).length > 0) {
        if (refusedMessage) setFormError(refusedMessage);
        setRefusals((count) => count + 1);
        return;
      }
      void send(values);
    },
    [send, validate, refusedMessage],
  );

  const edited = useCallback(
    (changed: readonly Field[], next?: Values) => {
      setSaved(null);
      if (dropMessageOnEdit) setFormError(null);
      if (recheck && tried.current && validate && next !== undefined) {
        const found = validate(next);
        setErrors((previous) => (sameErrors(previous, found) ? previous : found));
        return;
      }
      setErrors((previous) => {
        if (!changed.some((field) => previous[field] !== undefined)) return previous;
        const cleared = { ...previous };
        for (const field of changed) delete cleared[field];
        return cleared;
      });
    },
    [dropMessageOnEdit, recheck, validate],
  );

  const reset = useCallback(() => {
    tried.current = false;
    setSaved(null);
    setFormError(null);
    setErrors({});
  }, []);

  return {
    errors,
    formError,
    isPending: sending !== null,
    sending,
    saved,
    refusals,
    submit,
    edited,
    reset,
  };
}

function sameErrors<Field extends string>(a: FormErrors<Field>, b: FormErrors<Field>): boolean {
  const keys = Object.keys(a) as Field[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
