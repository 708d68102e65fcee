// The one save sequence of every form: check the shared rules, refuse a second submit while one is
// on its way, send, then either report success or put the server's field errors next to the fields
// and its message under the form. What the user typed is never touched on failure.
// It keeps its own pending state rather than TanStack's useMutation: the login page uses it, and the
// query library would push that page past its bundle budget; a save has nothing to cache.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { readSaveError, type FormErrors } from './saveError';

export type SaveFormOptions<Values, Field extends string, Result> = {
  /** The fields a server error may name (matched case-insensitively). */
  fields: readonly Field[];
  /** The shared rules for these values: a message per invalid field. */
  validate?: (values: Values) => FormErrors<Field>;
  save: (values: Values) => Promise<Result>;
  /** The form message when the failure says nothing more useful. */
  failure: string;
  onSaved?: (result: Result, values: Values) => void;
  /** Reads field messages the server names in its own way (e.g. `rules[1].dtrRole`). */
  readFieldErrors?: (error: unknown) => FormErrors<Field>;
};

export type SaveFormState<Values, Field extends string, Result> = {
  errors: FormErrors<Field>;
  formError: string | null;
  isPending: boolean;
  /** What the last successful save answered (null after an edit). */
  saved: Result | null;
  /** Bumped on every refused submit, so the view can move focus to the first invalid field. */
  refusals: number;
  submit: (values: Values, event?: FormEvent) => void;
  /** The user changed these fields: their messages and the success line go. */
  edited: (fields: readonly Field[]) => void;
  /** Forgets every message (the form was cancelled). */
  reset: () => void;
};

export function useSaveForm<Values, Field extends string, Result>({
  fields,
  validate,
  save,
  failure,
  onSaved,
  readFieldErrors,
}: SaveFormOptions<Values, Field, Result>): SaveFormState<Values, Field, Result> {
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Result | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [isPending, setPending] = useState(false);
  // Set in the same task as the click, so a double click sends one request.
  const inFlight = useRef(false);
  // The latest callbacks, so a save that ends after a re-render reports through the current ones.
  const latest = useRef({ save, onSaved, readFieldErrors, fields, failure });
  useEffect(() => {
    latest.current = { save, onSaved, readFieldErrors, fields, failure };
  });

  const send = useCallback(async (values: Values) => {
    inFlight.current = true;
    setPending(true);
    try {
      const result = await latest.current.save(values);
      setSaved(result);
      latest.current.onSaved?.(result, values);
    } catch (error) {
      const { fields: names, failure: fallback, readFieldErrors: readFields } = latest.current;
      const read = readSaveError(error, names, fallback);
      setErrors(readFields ? readFields(error) : read.fieldErrors);
      setFormError(read.formError);
      setRefusals((count) => count + 1);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);

  const submit = useCallback(
    (values: Values, event?: FormEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      setSaved(null);
      setFormError(null);
      const found = validate?.(values) ?? {};
      setErrors(found);
      if (Object.keys(found).length > 0) {
        setRefusals((count) => count + 1);
        return;
      }
      void send(values);
    },
    [send, validate],
  );

  const edited = useCallback((changed: readonly Field[]) => {
    setSaved(null);
    setErrors((previous) => {
      if (!changed.some((field) => previous[field] !== undefined)) return previous;
      const next = { ...previous };
      for (const field of changed) delete next[field];
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    setErrors({});
    setFormError(null);
    setSaved(null);
  }, []);

  return { errors, formError, isPending, saved, refusals, submit, edited, reset };
}
