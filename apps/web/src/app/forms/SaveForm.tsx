import { useEffect, useRef, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '@balance/ui';
import { FormMessage } from './FormMessage';
import type { SaveFormState } from './useSaveForm';
import styles from './forms.module.css';

export type SaveFormProps<Values, Field extends string, Result> = {
  /** The accessible name of the form (or `labelledBy`, the id of a heading inside it). */
  label?: string;
  labelledBy?: string;
  /** Shown first, above the restored-draft line (e.g. the form's own heading). */
  intro?: ReactNode;
  form: SaveFormState<Values, Field, Result>;
  values: Values;
  children: ReactNode;
  submitLabel: string;
  /** Shown under the form after a successful save (omit when the page says it elsewhere). */
  successMessage?: ReactNode;
  /** A draft from an expired session was restored into the fields. */
  restoredDraft?: boolean;
  onCancel?: () => void;
  cancelLabel?: string;
  /** The submit button cannot be pressed (nothing to save yet). */
  isSubmitDisabled?: boolean;
  /** More buttons beside the submit button (e.g. Add Rule). */
  actions?: ReactNode;
  className?: string;
};

/**
 * The one form view: react-aria's Form, with the rule and server messages as `validationErrors` next
 * to the fields of that name, focus on the first field to fix after a refused submit, the submit button
 * pending (and inert) while the save is on its way, and the form's own message under the fields.
 */
export function SaveForm<Values, Field extends string, Result>({
  label,
  labelledBy,
  intro,
  form,
  values,
  children,
  submitLabel,
  successMessage,
  restoredDraft = false,
  onCancel,
  cancelLabel = 'Cancel',
  isSubmitDisabled = false,
  actions,
  className,
}: SaveFormProps<Values, Field, Result>) {
  const ref = useRef<HTMLFormElement>(null);
  const { refusals } = form;
  useEffect(() => {
    if (refusals === 0) return;
    const invalid = ref.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid] input, [data-invalid] button, [data-invalid] textarea',
    );
    invalid?.focus();
  }, [refusals]);
  const validationErrors = Object.fromEntries(
    Object.entries(form.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return (
    <Form
      ref={ref}
      aria-label={label}
      aria-labelledby={labelledBy}
      className={[styles.form, className].filter(Boolean).join(' ')}
      validationBehavior="aria"
      validationErrors={validationErrors}
      onSubmit={(event) => form.submit(values, event)}
    >
      {intro}
      {restoredDraft && <FormMessage tone="success">Your unsaved changes were restored.</FormMessage>}
      {children}
      {form.formError && <FormMessage tone="error">{form.formError}</FormMessage>}
      {form.saved !== null && successMessage && <FormMessage tone="success">{successMessage}</FormMessage>}
      <div className={styles.actions}>
        {actions}
        <Button type="submit" variant="primary" isPending={form.isPending} isDisabled={isSubmitDisabled}>
          {submitLabel}
        </Button>
        {onCancel && <Button onPress={onCancel}>{cancelLabel}</Button>}
      </div>
    </Form>
  );
}
