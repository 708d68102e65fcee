import type { Invoice, Payment, PaymentCheck, PaymentMethod } from '@balance/api-client';
import { MESSAGES } from '@balance/domain';
import { Button, Select } from '@balance/ui';
import { useEffect, useRef, useState } from 'react';
import { FormFrame, type FormErrors, type SaveFormState } from '../../../app/forms';
import { Panel } from '../common/AgentPage';
import { cents } from '../common/format';
import { defaultMethodId } from './payment';
import styles from './Bills.module.css';

/** A payment to make: the invoice, paid in full, with the chosen saved method. */
export type PayValues = { invoice: Invoice; paymentMethodId: string | null };
/** A payment made, and the processor's last word on it. */
export type PayResult = { payment: Payment; check: PaymentCheck };
export type PayForm = SaveFormState<PayValues, 'paymentMethodId', PayResult>;

export function validatePayment({ paymentMethodId }: PayValues): FormErrors<'paymentMethodId'> {
  return paymentMethodId ? {} : { paymentMethodId: 'Choose a payment method' };
}

export type PayNowFormProps = {
  invoice: Invoice;
  methods: readonly PaymentMethod[] | null;
  methodsError?: string | null;
  /** The page's payment sequence (one payment at a time); its failure stays until the next try. */
  form: PayForm;
  /** The payment just made: the form stays, confirms it and can no longer pay. */
  paid?: Payment | null;
  onCancel: () => void;
};

/** Pay an invoice in full with a saved payment method (Payload account). */
export function PayNowForm({ invoice, methods, methodsError, form, paid = null, onCancel }: PayNowFormProps) {
  const [methodId, setMethodId] = useState<string | null>(() => (methods ? defaultMethodId(methods) : null));
  const isPaying = form.sending?.invoice.id === invoice.id;
  const chosen = methodId ?? (methods ? defaultMethodId(methods) : null);
  const formRef = useRef<HTMLFormElement>(null);

  // The form opens below the invoice: bring it into view and put the keyboard in it.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.scrollIntoView?.({ block: 'nearest' });
    form.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, [invoice.id]);

  return (
    <Panel title={`Pay invoice ${invoice.invoiceNumber}`}>
      <FormFrame
        label={`Pay invoice ${invoice.invoiceNumber}`}
        className={styles.payForm}
        form={form}
        values={{ invoice, paymentMethodId: chosen }}
        formRef={formRef}
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
            name="paymentMethodId"
            items={(methods ?? []).map((method) => ({
              id: method.id,
              label: `${method.label}${method.isDefault ? ' (default)' : ''}`,
            }))}
            selectedKey={chosen}
            onSelectionChange={(key) => {
              setMethodId(key);
              form.edited(['paymentMethodId']);
            }}
            isDisabled={!methods || isPaying}
            emptyText="Loading payment methods…"
          />
        )}
        {paid && (
          <p className={styles.paidNote} role="status">
            {MESSAGES.paymentSuccessful}: {cents(paid.amount)}, confirmation {paid.confirmation}.
          </p>
        )}
        {form.formError && (
          <p className={styles.problem} role="alert">
            {form.formError}
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
      </FormFrame>
    </Panel>
  );
}
