import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Form } from 'react-aria-components';
import type { SaveFormState } from './useSaveForm';

export type FormFrameProps<Values, Field extends string, Result> = {
  /** The accessible name of the form (or `labelledBy`, the id of a heading inside it). */
  label?: string;
  labelledBy?: string;
  form: SaveFormState<Values, Field, Result>;
  values: Values;
  children: ReactNode;
  className?: string;
  /** The form element, for a page that also needs it (e.g. to bring the form into view). */
  formRef?: RefObject<HTMLFormElement | null>;
  /**
   * With no field to focus after a refused submit, bring the form's first message into view: for a
   * long form whose message (e.g. about a list) may sit far above the submit button.
   */
  revealMessage?: boolean;
};

const NO_MESSAGES: Record<string, string> = {};

/**
 * The form of the save sequence without a layout: react-aria's Form with the rule and server messages
 * as `validationErrors` (next to the fields of that name) and, after a refused submit, the focus on the
 * first field to fix (or, on a long form, its first message brought into view). SaveForm lays it out;
 * a page with a layout of its own (the login card, a long sheet) uses it directly.
 */
export function FormFrame<Values, Field extends string, Result>({
  label,
  labelledBy,
  form,
  values,
  children,
  className,
  formRef,
  revealMessage = false,
}: FormFrameProps<Values, Field, Result>) {
  const ownRef = useRef<HTMLFormElement>(null);
  const ref = formRef ?? ownRef;
  const { refusals } = form;
  useEffect(() => {
    if (refusals === 0) return;
    const element = ref.current;
    const invalid = element?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid] input, [data-invalid] button, [data-invalid] textarea',
    );
    if (invalid) invalid.focus();
    else if (revealMessage) element?.querySelector('[role="alert"]')?.scrollIntoView?.({ block: 'center' });
  }, [refusals, ref, revealMessage]);
  // A new object on every render while there are messages, on purpose: react-aria drops a field's
  // server message once the field commits its own validation, and a new object brings it back (the
  // hook alone decides when a message goes). Without messages one object will do.
  const messages = Object.entries(form.errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const validationErrors = messages.length > 0 ? Object.fromEntries(messages) : NO_MESSAGES;
  return (
    <Form
      ref={ref}
      aria-label={label}
      aria-labelledby={labelledBy}
      className={className}
      validationBehavior="aria"
      validationErrors={validationErrors}
      onSubmit={(event) => form.submit(values, event)}
    >
      {children}
    </Form>
  );
}
