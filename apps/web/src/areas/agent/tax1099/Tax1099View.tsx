import type { Tax1099 } from '@balance/api-client';
import { formatDate } from '@balance/domain';
import { BarChart, Button, Checkbox, StatusPill } from '@balance/ui';
import { useState, type FormEvent } from 'react';
import { FactList, Panel } from '../common/AgentPage';
import { cents, monthLabel } from '../common/format';
import styles from './Tax1099.module.css';

export type ConsentState =
  | { status: 'idle' | 'saving' }
  | { status: 'saved'; message: string }
  | { status: 'failed'; message: string };

export type Tax1099ViewProps = {
  form: Tax1099;
  /** The consent as the user last left it (kept when a save fails). */
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
  onSaveConsent: () => void;
  consentState: ConsentState;
};

/** The 1099-NEC figures of one year and the consent to receive it electronically. */
export function Tax1099View({
  form,
  consent,
  onConsentChange,
  onSaveConsent,
  consentState,
}: Tax1099ViewProps) {
  const [touched, setTouched] = useState(false);
  const saved = form.consent.consent;
  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    onSaveConsent();
  }
  return (
    <>
      <Panel
        title={`Form 1099-NEC · ${form.year}`}
        actions={<StatusPill status={form.status} tone={form.status === 'Draft' ? 'warning' : 'success'} />}
      >
        {form.status === 'Draft' && (
          <p className={styles.note}>
            These figures are a draft: the year is not final yet, so they will change until the form is
            issued.
          </p>
        )}
        <div className={styles.boxes}>
          <div className={styles.box}>
            <span className={styles.boxLabel}>Box 1 · Nonemployee compensation</span>
            <span className={styles.boxValue}>{cents(form.nonemployeeCompensation)}</span>
          </div>
          <div className={styles.box}>
            <span className={styles.boxLabel}>Box 4 · Federal income tax withheld</span>
            <span className={styles.boxValue}>{cents(form.federalTaxWithheld)}</span>
          </div>
          <div className={styles.box}>
            <span className={styles.boxLabel}>Box 5 · State tax withheld</span>
            <span className={styles.boxValue}>{cents(form.stateTaxWithheld)}</span>
          </div>
          <div className={styles.box}>
            <span className={styles.boxLabel}>Box 7 · State income ({form.state})</span>
            <span className={styles.boxValue}>{cents(form.stateIncome)}</span>
          </div>
        </div>
        <FactList
          columns={4}
          items={[
            { label: 'Payer', value: form.payerName },
            { label: "Payer's TIN", value: form.payerTin },
            { label: 'Recipient', value: form.agentName },
            { label: "Recipient's TIN", value: form.recipientTin },
          ]}
        />
      </Panel>

      <div className={styles.columns}>
        <Panel title="Paid to you by month">
          <BarChart
            title={`Compensation by month, ${form.year}`}
            data={form.monthly.map((point) => ({ label: monthLabel(point.month), value: point.amount }))}
            valueFormat="currency"
            valueLabel="Paid"
            categoryLabel="Month"
          />
        </Panel>

        <Panel title="Electronic delivery">
          <form
            className={styles.consent}
            onSubmit={submit}
            noValidate
            aria-label="1099 electronic delivery consent"
          >
            <p className={styles.note}>
              With your consent, your 1099 is delivered here instead of by mail, as soon as it is issued. You
              can withdraw your consent at any time.
            </p>
            <Checkbox
              isSelected={consent}
              onChange={onConsentChange}
              isDisabled={consentState.status === 'saving'}
              description={
                saved
                  ? `You consented${form.consent.consentedAt ? ` on ${formatDate(form.consent.consentedAt)}` : ''}.`
                  : 'You currently get a paper 1099 by mail.'
              }
            >
              I consent to receive my 1099 electronically
            </Checkbox>
            <div>
              <Button type="submit" variant="primary" isPending={consentState.status === 'saving'}>
                Save consent
              </Button>
            </div>
            {touched && consentState.status === 'saved' && (
              <p className={styles.success} role="status">
                {consentState.message}
              </p>
            )}
            {consentState.status === 'failed' && (
              <p className={styles.problem} role="alert">
                {consentState.message}
              </p>
            )}
          </form>
        </Panel>
      </div>
    </>
  );
}
