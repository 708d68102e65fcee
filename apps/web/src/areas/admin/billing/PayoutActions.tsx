// One contract's payout and what may be done to it now: approve (or take the approval back), mark
// paid with a date, void a paid payout with a reason. Built for the contract page; the rule is the
// domain's, and the server refuses whatever the rule does not allow.
import { useState } from 'react';
import {
  PAYOUT_ACTION_LABELS,
  formatCurrency,
  formatDate,
  paidDateError,
  voidReasonError,
  type PayoutAction,
} from '@balance/domain';
import { Button, ConfirmDialog, DatePicker, StatusPill, TextField } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/useApiQuery';
import { FormMessage, SaveForm, useSaveForm } from '../../../app/forms';
import { PartLoad } from '../manage/PartLoad';
import { toCalendar } from '../manage/officeContractForm';
import { contractPayoutKey, useBillingRefresh } from './billingApi';
import { localToday } from './localToday';
import manage from '../manage/manage.module.css';
import styles from './billing.module.css';

type Change = { action: PayoutAction; reason: string; paidDate: string };

const DONE: Record<PayoutAction, string> = {
  approve: 'Payout approved',
  unapprove: 'Approval taken back',
  markPaid: 'Payout marked paid',
  void: 'Payout voided',
};

/** `onChanged`: the page around it re-reads what the payout decides (e.g. whether Reopen is offered). */
export function PayoutActions({ contractId, onChanged }: { contractId: number; onChanged?: () => void }) {
  const api = useApiClient();
  const refresh = useBillingRefresh();
  const payout = useApiQuery(contractPayoutKey(contractId), async (signal) =>
    unwrap(await api.GET('/contracts/payout/{id}', { params: { path: { id: contractId } }, signal })),
  );
  const [asking, setAsking] = useState<PayoutAction | null>(null);
  const [values, setValues] = useState<Change>({ action: 'approve', reason: '', paidDate: localToday() });
  const form = useSaveForm({
    fields: ['reason', 'paidDate'],
    validate: (v: Change) => {
      const reason = v.action === 'void' ? voidReasonError(v.reason) : null;
      const paidDate = v.action === 'markPaid' ? paidDateError(v.paidDate, localToday()) : null;
      return { ...(reason ? { reason } : {}), ...(paidDate ? { paidDate } : {}) };
    },
    save: async (v: Change) =>
      unwrap(
        await api.POST('/contracts/payout/{id}', {
          params: { path: { id: contractId } },
          body: {
            action: v.action,
            reason: v.action === 'void' ? v.reason.trim() : null,
            paidDate: v.action === 'markPaid' ? v.paidDate : null,
          },
        }),
      ),
    failure: 'The payout could not be changed. Try again.',
    onSaved: (next) => {
      payout.setData(next);
      setAsking(null);
      refresh();
      onChanged?.();
    },
  });
  const start = (action: PayoutAction) => {
    form.reset();
    setValues((v) => ({ ...v, action, reason: '' }));
    setAsking(action);
  };
  const inline = asking === 'markPaid' || asking === 'void';
  return (
    <section className={`${manage.card} ${styles.payout}`} aria-labelledby={`payout-${contractId}`}>
      <h2 id={`payout-${contractId}`} className={manage.cardTitle}>
        Payout
      </h2>
      <PartLoad query={payout} what="payout">
        {(p) => (
          <>
            <dl className={styles.facts}>
              <dt>Status</dt>
              <dd>
                <StatusPill status={p.payoutStatus} />
              </dd>
              <dt>Net to agent</dt>
              <dd>{formatCurrency(p.netToAgent)}</dd>
              <dt>Company dollar</dt>
              <dd>{formatCurrency(p.companyDollar)}</dd>
              <dt>Royalties</dt>
              <dd>{formatCurrency(p.royalties)}</dd>
              {p.approvedAt && (
                <>
                  <dt>Approved</dt>
                  <dd>
                    {formatDate(p.approvedAt)}
                    {p.approvedByName ? ` by ${p.approvedByName}` : ''}
                  </dd>
                </>
              )}
              {p.batchNumber && (
                <>
                  <dt>Paid</dt>
                  <dd>
                    {formatDate(p.paidDate)} in batch {p.batchNumber}
                  </dd>
                </>
              )}
              {p.voidReason && (
                <>
                  <dt>Last voided</dt>
                  <dd>
                    {formatDate(p.voidedAt)}: {p.voidReason}
                  </dd>
                </>
              )}
            </dl>
            {p.actions.length === 0 && p.contractStatus !== 'CLSD' && (
              <p>The payout opens once the contract closes.</p>
            )}
            {!inline && p.actions.length > 0 && (
              <div className={styles.toolbar}>
                {p.actions.map((action) => (
                  <Button
                    key={action}
                    variant={action === 'void' ? 'danger' : action === 'unapprove' ? 'secondary' : 'primary'}
                    isPending={form.sending?.action === action}
                    onPress={() => start(action)}
                  >
                    {PAYOUT_ACTION_LABELS[action]}
                  </Button>
                ))}
              </div>
            )}
            {inline && (
              <SaveForm
                label={PAYOUT_ACTION_LABELS[values.action]}
                form={form}
                values={values}
                submitLabel={PAYOUT_ACTION_LABELS[values.action]}
                onCancel={() => setAsking(null)}
              >
                {values.action === 'void' ? (
                  <TextField
                    label="Reason"
                    name="reason"
                    isMultiline
                    maxLength={500}
                    value={values.reason}
                    onChange={(reason) => {
                      setValues((v) => ({ ...v, reason }));
                      form.edited(['reason']);
                    }}
                  />
                ) : (
                  <DatePicker
                    label="Paid date"
                    name="paidDate"
                    value={toCalendar(values.paidDate)}
                    onChange={(value) => {
                      setValues((v) => ({ ...v, paidDate: value ? value.toString() : '' }));
                      form.edited(['paidDate']);
                    }}
                  />
                )}
              </SaveForm>
            )}
            {!inline && form.formError && <FormMessage tone="error">{form.formError}</FormMessage>}
            {!inline && form.saved && <FormMessage tone="success">{DONE[values.action]}</FormMessage>}
          </>
        )}
      </PartLoad>
      <ConfirmDialog
        isOpen={asking === 'approve' || asking === 'unapprove'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'unapprove' ? 'Take back the approval?' : 'Approve this payout?'}
        confirmLabel={asking ? PAYOUT_ACTION_LABELS[asking] : 'Confirm'}
        onConfirm={() => {
          setAsking(null);
          form.submit(values);
        }}
      >
        {asking === 'unapprove'
          ? 'The payout goes back to Not Started and leaves Print Checks.'
          : 'The payout moves to Print Checks, ready for its check.'}
      </ConfirmDialog>
    </section>
  );
}
