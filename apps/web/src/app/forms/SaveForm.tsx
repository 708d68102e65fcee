import type { ReactNode } from 'react';
import { Button } from '@balance/ui';
import { FormFrame } from './FormFrame';
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
 * The one form view: the FormFrame (messages next to the fields of that name, focus on the first field
 * to fix after a refused submit) laid out with the submit button pending (and inert) while the save is
 * on its way, and the form's own message under the fields.
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
  return (
    <FormFrame
      label={label}
      labelledBy={labelledBy}
      form={form}
      values={values}
      className={[styles.form, className].filter(Boolean).join(' ')}
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
    </FormFrame>
  );
}
