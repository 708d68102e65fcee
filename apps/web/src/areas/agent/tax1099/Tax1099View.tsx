import type { Tax1099, Tax1099Consent } from '@balance/api-client';
import { formatDate, MESSAGES } from '@balance/domain';
import { BarChart, Button, Checkbox, StatusPill } from '@balance/ui';
import { FormFrame, type SaveFormState } from '../../../app/forms';
import { FactList, Panel } from '../common/AgentPage';
import { cents, monthLabel } from '../common/format';
import styles from './Tax1099.module.css';

/** The consent's save sequence: the consent sent, the server's answer. */
export type ConsentForm = SaveFormState<boolean, never, Tax1099Consent>;

export type Tax1099ViewProps = {
  form: Tax1099;
  /** The consent as the user last left it (kept when a save fails). */
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
  consentForm: ConsentForm;
};

/** The 1099-NEC figures of one year and the consent to receive it electronically. */
export function Tax1099View({ form, consent, onConsentChange, consentForm }: Tax1099ViewProps) {
  const saved = form.consent.consent;
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
          <FormFrame
            label="1099 electronic delivery consent"
            className={styles.consent}
            form={consentForm}
            values={consent}
          >
            <p className={styles.note}>
              With your consent, your 1099 is delivered here instead of by mail, as soon as it is issued. You
              can withdraw your consent at any time.
            </p>
            <Checkbox
              isSelected={consent}
              onChange={onConsentChange}
              isDisabled={consentForm.isPending}
              description={
                saved
                  ? `You consented${form.consent.consentedAt ? ` on ${formatDate(form.consent.consentedAt)}` : ''}.`
                  : 'You currently get a paper 1099 by mail.'
              }
            >
              I consent to receive my 1099 electronically
            </Checkbox>
            <div>
              <Button type="submit" variant="primary" isPending={consentForm.isPending}>
                Save consent
              </Button>
            </div>
            {consentForm.saved && (
              <p className={styles.success} role="status">
                {consentForm.saved.message || MESSAGES.userConsentSaved}
              </p>
            )}
            {consentForm.formError && (
              <p className={styles.problem} role="alert">
                {consentForm.formError}
              </p>
            )}
          </FormFrame>
        </Panel>
      </div>
    </>
  );
}
