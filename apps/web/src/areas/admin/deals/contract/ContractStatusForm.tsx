// The status change of a contract: close a pending one (closing date and final price), mark it
// fallen (reason), or reopen a closed or fallen one (reason). The fields are checked by the shared
// rule, then a dialog asks before anything is sent; the server's answer replaces the page's contract.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONTRACT_ACTION_LABELS,
  CONTRACT_STATUS_MESSAGES,
  contractTransitionErrors,
  formatCurrency,
  formatDate,
  parsePrice,
  type ContractAction,
  type ContractTransitionErrors,
} from '@balance/domain';
import { ConfirmDialog, DatePicker, Select, TextField } from '@balance/ui';
import { unwrap } from '../../../../api/client';
import type { AdminContract } from '../../../../api/types';
import { readSaveError, SaveForm, type SaveFormState } from '../../../../app/forms';
import { toCalendar } from '../../manage/officeContractForm';
import { usePartEditor } from '../../resources/usePartEditor';
import { contractKey, readContract } from './contractApi';
import manage from '../../manage/manage.module.css';
import { BILLING_KEY } from '../../billing/billingApi';

export type StatusDraft = {
  action: ContractAction | null;
  closingDate: string;
  /** As typed ("$512,000"); read with the shared parsePrice. */
  finalPrice: string;
  reason: string;
};
const FIELDS = ['closingDate', 'finalPrice', 'reason'] as const;
const FAILURE = 'The contract status could not be changed. Try again.';
const EMPTY: StatusDraft = { action: null, closingDate: '', finalPrice: '', reason: '' };

function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The action the form is on: the one chosen, else the first the contract allows. */
const actionOf = (draft: StatusDraft, contract: AdminContract): ContractAction | null =>
  draft.action && contract.actions.includes(draft.action) ? draft.action : (contract.actions[0] ?? null);

function errorsOf(draft: StatusDraft, contract: AdminContract): ContractTransitionErrors {
  const action = actionOf(draft, contract);
  if (!action) return {};
  return contractTransitionErrors(
    action,
    { ...draft, finalPrice: parsePrice(draft.finalPrice) },
    { contractDate: contract.contractDate, today: localToday() },
  );
}

/** The contract, read once for the page, and its status form's draft and save. */
export function useContractStatusEditor(id: number) {
  const queryClient = useQueryClient();
  return usePartEditor<AdminContract, StatusDraft>({
    key: contractKey(id),
    read: (api, signal) => readContract(api, id, signal),
    draftKey: `contract-status:${id}`,
    emptyDraft: EMPTY,
    validate: errorsOf,
    save: async (api, draft, contract) => {
      const action = actionOf(draft, contract);
      const saved = unwrap(
        await api.POST('/contracts/admin/{id}/status', {
          params: { path: { id } },
          body:
            action === 'close'
              ? { action, closingDate: draft.closingDate, finalPrice: parsePrice(draft.finalPrice) }
              : { action: action ?? 'reopen', reason: draft.reason.trim() },
        }),
      );
      // The agent's own pages read the same deal: their cached figures are stale now.
      void queryClient.invalidateQueries({ queryKey: ['search'] });
      // Closing, falling or reopening decides whether a payout may move: the payout part and the queues.
      void queryClient.invalidateQueries({ queryKey: [BILLING_KEY] });
      return saved;
    },
    failure: FAILURE,
    readFieldErrors: (error) => readSaveError(error, FIELDS, FAILURE).fieldErrors,
  });
}

const SUCCESS: Record<ContractAction, string> = {
  close: CONTRACT_STATUS_MESSAGES.closed,
  fall: CONTRACT_STATUS_MESSAGES.fallen,
  reopen: CONTRACT_STATUS_MESSAGES.reopened,
};

function confirmText(action: ContractAction, draft: StatusDraft, contract: AdminContract): string {
  if (action === 'close')
    return `The contract closes on ${formatDate(draft.closingDate)} at ${formatCurrency(parsePrice(draft.finalPrice))}. The deal is priced again under the agent’s plan and its numbers are locked.`;
  if (action === 'fall') return `${contract.propertyAddress} is marked fallen and pays no commission.`;
  return `${contract.propertyAddress} becomes pending again and its numbers can change.`;
}

export function ContractStatusForm({
  contract,
  editor,
}: {
  contract: AdminContract;
  editor: ReturnType<typeof useContractStatusEditor>;
}) {
  const [confirming, setConfirming] = useState(false);
  const { values } = editor.draft;
  const action = actionOf(values, contract);
  const saved = editor.form.saved;
  const form: SaveFormState<StatusDraft, string, AdminContract> = {
    ...editor.form,
    // Submit checks the fields, then asks before anything is sent.
    submit: (draft, event) => {
      event?.preventDefault();
      if (Object.keys(errorsOf(draft, contract)).length > 0) editor.form.submit(draft);
      else setConfirming(true);
    },
  };
  if (!action) {
    return (
      <section className={manage.card} aria-labelledby="contract-status">
        <h2 id="contract-status" className={manage.cardTitle}>
          Status
        </h2>
        <p className={manage.muted}>{CONTRACT_STATUS_MESSAGES.paidOut}</p>
      </section>
    );
  }
  return (
    <>
      <SaveForm
        label="Change the contract status"
        intro={<h2 className={manage.cardTitle}>Status</h2>}
        className={manage.card}
        form={form}
        values={values}
        submitLabel={CONTRACT_ACTION_LABELS[action]}
        successMessage={saved ? SUCCESS[lastAction(saved)] : undefined}
      >
        {contract.actions.length > 1 && (
          <Select
            className={manage.narrowField}
            label="Change"
            items={contract.actions.map((a) => ({ id: a, label: CONTRACT_ACTION_LABELS[a] }))}
            selectedKey={action}
            onSelectionChange={(key) => editor.change({ action: key as ContractAction })}
          />
        )}
        {action === 'close' ? (
          <div className={manage.grid}>
            <DatePicker
              label="Closing Date"
              name="closingDate"
              isRequired
              value={toCalendar(values.closingDate)}
              onChange={(value) => editor.change({ closingDate: value ? value.toString() : '' })}
            />
            <TextField
              label="Final Price"
              name="finalPrice"
              isRequired
              inputMode="decimal"
              value={values.finalPrice}
              onChange={(finalPrice) => editor.change({ finalPrice })}
            />
          </div>
        ) : (
          <TextField
            label="Reason"
            name="reason"
            isRequired
            isMultiline
            value={values.reason}
            onChange={(reason) => editor.change({ reason })}
          />
        )}
      </SaveForm>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={`${CONTRACT_ACTION_LABELS[action]}?`}
        confirmLabel={CONTRACT_ACTION_LABELS[action]}
        variant={action === 'fall' ? 'danger' : 'default'}
        onConfirm={() => {
          setConfirming(false);
          editor.form.submit(values);
        }}
      >
        {confirmText(action, values, contract)}
      </ConfirmDialog>
    </>
  );
}

/** The action the saved contract's newest history entry records. */
function lastAction(saved: AdminContract): ContractAction {
  const kind = saved.history[0]?.kind;
  return kind === 'Closed' ? 'close' : kind === 'Fallen' ? 'fall' : 'reopen';
}
