import type { Invoice, Payment, PaymentMethod } from '@balance/api-client';
import { MESSAGES } from '@balance/domain';
import { Button, Select } from '@balance/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Panel } from '../common/AgentPage';
import { cents } from '../common/format';
import { defaultMethodId } from './payment';
import styles from './Bills.module.css';

export type PayNowFormProps = {
  invoice: Invoice;
  methods: readonly PaymentMethod[] | null;
  methodsError?: string | null;
  isPaying: boolean;
  /** Why the last try failed (kept until the next try). */
  error?: string | null;
  /** The payment just made: the form stays, confirms it and can no longer pay. */
  paid?: Payment | null;
  onSubmit: (paymentMethodId: string) => void;
  onCancel: () => void;
};

/** Pay an invoice in full with a saved payment method (Payload account). */
export function PayNowForm({
  invoice,
  methods,
  methodsError,
  isPaying,
  error,
  paid = null,
  onSubmit,
  onCancel,
}: PayNowFormProps) {
  const [methodId, setMethodId] = useState<string | null>(() => (methods ? defaultMethodId(methods) : null));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const chosen = methodId ?? (methods ? defaultMethodId(methods) : null);
  const formRef = useRef<HTMLFormElement>(null);

  // The form opens below the invoice: bring it into view and put the keyboard in it.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.scrollIntoView?.({ block: 'nearest' });
    form.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, [invoice.id]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isPaying || paid) return;
    if (!chosen) {
      setFieldError('Choose a payment method');
      return;
    }
    setFieldError(null);
    onSubmit(chosen);
  }

  return (
    <Panel title={`Pay invoice ${invoice.invoiceNumber}`}>
      <form
        ref={formRef}
        className={styles.payForm}
        onSubmit={submit}
        noValidate
        aria-label={`Pay invoice ${invoice.invoiceNumber}`}
      >
        <p className={styles.payAmount}>
          {/* Once paid, the amount that was paid (the invoice's amount due is then $0.00). */}
          Amount: <strong>{cents(paid ? paid.amount : invoice.amountDue)}</strong>
        </p>
        {methodsError ? (
          <p className={styles.problem} role="alert">
            Your saved payment methods could not be loaded: {methodsError}
          </p>
        ) : methods && methods.length === 0 ? (
          <p className={styles.problem} role="alert">
            You have no saved payment method. Ask your office to add one to your Payload account.
          </p>
        ) : (
          <Select
            label="Payment method"
            items={(methods ?? []).map((method) => ({
              id: method.id,
              label: `${method.label}${method.isDefault ? ' (default)' : ''}`,
            }))}
            selectedKey={chosen}
            onSelectionChange={(key) => {
              setMethodId(key);
              setFieldError(null);
            }}
            isDisabled={!methods || isPaying}
            isInvalid={Boolean(fieldError)}
            errorMessage={fieldError}
            emptyText="Loading payment methods…"
          />
        )}
        {paid && (
          <p className={styles.paidNote} role="status">
            {MESSAGES.paymentSuccessful}: {cents(paid.amount)}, confirmation {paid.confirmation}.
          </p>
        )}
        {error && (
          <p className={styles.problem} role="alert">
            {error}
          </p>
        )}
        <div className={styles.payActions}>
          <Button
            type="submit"
            variant="primary"
            isPending={isPaying}
            isDisabled={!methods || methods.length === 0 || Boolean(paid)}
          >
            {paid ? 'Paid' : `Pay ${cents(paid ? 0 : invoice.amountDue)}`}
          </Button>
          <Button onPress={onCancel} isDisabled={isPaying}>
            {paid ? 'Close' : 'Cancel'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
