import type { Invoice, PaymentMethod } from '@balance/api-client';
import { Button, Select } from '@balance/ui';
import { useState, type FormEvent } from 'react';
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
  onSubmit,
  onCancel,
}: PayNowFormProps) {
  const [methodId, setMethodId] = useState<string | null>(() => (methods ? defaultMethodId(methods) : null));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const chosen = methodId ?? (methods ? defaultMethodId(methods) : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isPaying) return;
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
        className={styles.payForm}
        onSubmit={submit}
        noValidate
        aria-label={`Pay invoice ${invoice.invoiceNumber}`}
      >
        <p className={styles.payAmount}>
          Amount: <strong>{cents(invoice.amountDue)}</strong>
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
            isDisabled={!methods || methods.length === 0}
          >
            Pay {cents(invoice.amountDue)}
          </Button>
          <Button onPress={onCancel} isDisabled={isPaying}>
            Cancel
          </Button>
        </div>
      </form>
    </Panel>
  );
}
