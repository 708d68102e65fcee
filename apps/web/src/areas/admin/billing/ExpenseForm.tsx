// Adds a billable expense: the agent (of this office), what it is for, the day, the amount and a memo.
// The charge becomes an invoice on the agent's Office Bill. Drafts survive an expired session.
import {
  EXPENSE_KINDS,
  expenseErrors,
  type ExpenseDraft,
  type ExpenseField,
  type ExpenseKind,
} from '@balance/domain';
import { DatePicker, NumberField, Select, TextField } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import type { BillableExpense } from '../../../api/types';
import { useApiQuery } from '../../../api/useApiQuery';
import { SaveForm, useSaveForm } from '../../../app/forms';
import { useDraft } from '../../../app/useDraft';
import manage from '../manage/manage.module.css';
import { toCalendar } from '../manage/officeContractForm';
import { localToday } from './localToday';
import styles from './billing.module.css';

const FIELDS: readonly ExpenseField[] = ['agentId', 'kind', 'date', 'amount', 'memo'];
const KIND_ITEMS = EXPENSE_KINDS.map((kind) => ({ id: kind, label: kind }));

export function ExpenseForm({
  officeId,
  onAdded,
}: {
  officeId: number;
  onAdded: (e: BillableExpense) => void;
}) {
  const api = useApiClient();
  const agents = useApiQuery(['office-billing', 'agents', officeId], async (signal) =>
    unwrap(await api.GET('/agents/InternalAgentDropdown', { params: { query: { officeId } }, signal })),
  );
  const empty: ExpenseDraft = { agentId: null, kind: null, date: localToday(), amount: null, memo: '' };
  const draft = useDraft<ExpenseDraft>(`office-expense:${officeId}`, empty);
  const form = useSaveForm({
    fields: FIELDS,
    validate: (values: ExpenseDraft) => expenseErrors(values, localToday()),
    save: async (values: ExpenseDraft) =>
      unwrap(
        await api.POST('/Office/billing/{id}/expenses', {
          params: { path: { id: officeId } },
          body: {
            agentId: values.agentId ?? 0,
            kind: values.kind ?? 'Other',
            date: values.date,
            amount: values.amount ?? 0,
            memo: values.memo.trim(),
          },
        }),
      ),
    failure: 'The charge could not be added. Try again.',
    onSaved: (expense) => {
      draft.reset(empty);
      onAdded(expense);
    },
  });
  const change = (patch: Partial<ExpenseDraft>) => {
    const next = { ...draft.values, ...patch };
    draft.update(patch);
    form.edited(Object.keys(patch) as ExpenseField[], next);
  };
  const values = draft.values;
  return (
    <SaveForm
      label="Charge an agent"
      className={manage.card}
      form={form}
      values={values}
      submitLabel="Add Charge"
      successMessage={
        form.saved ? `${form.saved.invoiceNumber} added to ${form.saved.agentName}'s Office Bill` : undefined
      }
      restoredDraft={draft.wasRestored}
    >
      <div className={styles.expenseForm}>
        <Select
          label="Agent"
          name="agentId"
          items={(agents.data ?? []).map((a) => ({ id: String(a.userId), label: `${a.name} (${a.userId})` }))}
          selectedKey={values.agentId === null ? null : String(values.agentId)}
          onSelectionChange={(key) => change({ agentId: key ? Number(key) : null })}
          emptyText={
            agents.status === 'error' ? 'The agents could not be loaded' : 'No agents in this office'
          }
          isInvalid={form.errors.agentId !== undefined}
          errorMessage={form.errors.agentId}
        />
        <Select
          label="Charge for"
          name="kind"
          items={KIND_ITEMS}
          selectedKey={values.kind}
          onSelectionChange={(key) => change({ kind: (key as ExpenseKind | null) ?? null })}
          isInvalid={form.errors.kind !== undefined}
          errorMessage={form.errors.kind}
        />
        <DatePicker
          label="Date"
          name="date"
          value={toCalendar(values.date)}
          onChange={(value) => change({ date: value ? value.toString() : '' })}
          isInvalid={form.errors.date !== undefined}
          errorMessage={form.errors.date}
        />
        <NumberField
          label="Amount"
          name="amount"
          value={values.amount ?? Number.NaN}
          minValue={0}
          formatOptions={{ style: 'currency', currency: 'USD' }}
          onChange={(amount) => change({ amount: Number.isNaN(amount) ? null : amount })}
          isInvalid={form.errors.amount !== undefined}
          errorMessage={form.errors.amount}
        />
        <TextField
          label="Memo"
          name="memo"
          value={values.memo}
          maxLength={200}
          onChange={(memo) => change({ memo })}
          isInvalid={form.errors.memo !== undefined}
          errorMessage={form.errors.memo}
        />
      </div>
    </SaveForm>
  );
}
