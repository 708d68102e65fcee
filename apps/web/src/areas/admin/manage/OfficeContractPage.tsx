import { useAtomValue } from 'jotai';
import { FileText } from 'lucide-react';
import { formatCurrency, formatDate, MESSAGES, OFFICE_CONTRACT_MESSAGES } from '@balance/domain';
import {
  Button,
  Checkbox,
  DatePicker,
  DetailList,
  EmptyState,
  NumberField,
  Select,
  Spinner,
  StatusPill,
  TextField,
} from '@balance/ui';
import { unwrap } from '../../../api/client';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { FormMessage, SaveForm } from '../../../app/forms';
import { useEditor } from '../resources/useEditor';
import { sessionState } from '../../../states/sessionState';
import { ReadSection } from './ExternalCompanyPage';
import {
  changedBy,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  FEE_PLANS,
  type OfficeContract,
  type OfficeContractInput,
} from './externalAndContractTypes';
import {
  EMPTY,
  FIELDS,
  formatTerm,
  STATUS_TONES,
  termOf,
  toCalendar,
  toInput,
  trimmed,
  validateContract,
} from './officeContractForm';
import { OfficePage } from './OfficePages';
import styles from './manage.module.css';

export const CONTRACT_SAVED = 'Office contract saved';
export const CONTRACT_SUPER_ADMIN_ONLY = OFFICE_CONTRACT_MESSAGES.superAdminOnly;

/** /main/offices/profile/contract: the office's franchise or affiliation contract with the brokerage. */
export function OfficeContractPage() {
  return (
    <OfficePage
      title="Contract"
      description="The office's franchise or affiliation contract with the brokerage: term, fees and renewal."
    >
      {(id) => <OfficeContractCard key={id} id={id} />}
    </OfficePage>
  );
}

function OfficeContractCard({ id }: { id: number }) {
  const session = useAtomValue(sessionState);
  const mayEdit = session?.user.role === 'Super Admin';
  const editor = useEditor<OfficeContract | null, OfficeContractInput>({
    key: ['office-contract', id],
    read: async (api, signal) =>
      unwrap(await api.GET('/Office/contract/{id}', { params: { path: { id } }, signal })),
    draftKey: `office-contract:${id}`,
    empty: EMPTY,
    fromRecord: toInput,
    fields: FIELDS,
    validate: validateContract,
    save: async (api, values) =>
      unwrap(await api.PUT('/Office/contract/{id}', { params: { path: { id } }, body: trimmed(values) })),
    failure: 'The contract could not be saved. Try again.',
    mayEdit,
  });
  const { record: contract, values, change, startEditing } = editor;

  if (contract.status === 'loading' && contract.data === undefined)
    return <Spinner label="Loading the contract…" />;
  if (contract.status === 'error' && contract.data === undefined)
    return <LoadErrorNotice error={contract.error} what="Contract" onRetry={contract.reload} />;
  if (contract.data === undefined) return null;
  const data = contract.data;

  if (!editor.isEditing) {
    if (data === null) {
      return (
        <section className={styles.card} aria-label="Contract">
          <EmptyState
            headingLevel={2}
            icon={<FileText size={28} aria-hidden />}
            title={MESSAGES.noContractAvailable}
            description={
              mayEdit
                ? 'Put the signed franchise or affiliation contract on file to track its term, fees and renewal.'
                : 'Ask a Super Admin to put the office contract on file.'
            }
            action={
              mayEdit ? (
                <Button variant="primary" onPress={startEditing}>
                  Put a contract on file
                </Button>
              ) : undefined
            }
          />
        </section>
      );
    }
    return (
      <section className={styles.card} aria-labelledby="contract-title">
        <h2 id="contract-title" className={styles.cardTitle}>
          Contract {data.contractNumber}
        </h2>
        {editor.justSaved && <FormMessage tone="success">{CONTRACT_SAVED}</FormMessage>}
        <div className={styles.sections}>
          <ReadSection title="Term">
            <DetailList
              items={[
                { label: 'Type', value: data.contractType },
                {
                  label: 'Status',
                  value: <StatusPill status={data.status} tone={STATUS_TONES[data.status]} />,
                },
                { label: 'Start Date', value: formatDate(data.startDate) },
                { label: 'End Date', value: formatDate(data.endDate) },
                { label: 'Term', value: formatTerm(data.termMonths) },
                { label: 'Renewal Notice By', value: formatDate(data.renewalNoticeDate) },
                { label: 'Auto-renew', value: data.autoRenew ? 'Yes' : 'No' },
                { label: 'Signed By', value: data.signedByName },
              ]}
            />
          </ReadSection>
          <ReadSection title="Fees">
            <DetailList
              items={[
                { label: 'Fee Plan', value: data.feePlan },
                { label: 'Royalty', value: `${data.royaltyPercent} %` },
                {
                  label: 'Royalty Cap',
                  value:
                    data.royaltyCapAnnual === null
                      ? 'No cap'
                      : `${formatCurrency(data.royaltyCapAnnual, { whole: true })} a year`,
                },
                {
                  label: 'Marketing Fee',
                  value: `${formatCurrency(data.marketingFeeMonthly, { whole: true })} a month`,
                },
              ]}
            />
          </ReadSection>
          <ReadSection title="Notes">
            {data.notes ? (
              <p className={styles.notesText}>{data.notes}</p>
            ) : (
              <p className={styles.muted}>No notes.</p>
            )}
          </ReadSection>
          <p className={styles.inlineNote}>
            Last changed by {changedBy(data.updatedByName, data.updatedAt) || '—'}.
          </p>
        </div>
        <div className={`${styles.actions} ${styles.cardActions}`}>
          {mayEdit ? (
            <Button variant="primary" onPress={startEditing}>
              Edit
            </Button>
          ) : (
            <p className={styles.inlineNote}>{CONTRACT_SUPER_ADMIN_ONLY}</p>
          )}
        </div>
      </section>
    );
  }

  const date = (
    field: 'startDate' | 'endDate' | 'renewalNoticeDate',
    label: string,
    description?: string,
  ) => (
    <DatePicker
      label={label}
      value={toCalendar(values[field])}
      onChange={(value) => {
        const text = value ? value.toString() : '';
        change(field === 'renewalNoticeDate' ? { renewalNoticeDate: text || null } : { [field]: text });
      }}
      isRequired={field !== 'renewalNoticeDate'}
      name={field}
      description={description}
    />
  );
  const term = formatTerm(termOf(values.startDate, values.endDate));

  return (
    <section className={styles.card} aria-labelledby="contract-edit-title">
      <h2 id="contract-edit-title" className={styles.cardTitle}>
        {data ? `Edit contract ${data.contractNumber}` : 'New contract'}
      </h2>
      <SaveForm
        label="Office contract"
        form={editor.form}
        values={values}
        submitLabel="Save Contract"
        restoredDraft={editor.wasRestored}
        onCancel={editor.cancel}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Term</legend>
          <div className={styles.grid}>
            <TextField
              label="Contract Number"
              name="contractNumber"
              value={values.contractNumber}
              onChange={(contractNumber) => change({ contractNumber })}
              isRequired
              description="e.g. FR-2021-0001"
            />
            <Select
              label="Type"
              items={CONTRACT_TYPES.map((type) => ({ id: type, label: type }))}
              selectedKey={values.contractType}
              onSelectionChange={(key) => {
                const contractType = CONTRACT_TYPES.find((type) => type === key);
                if (contractType) change({ contractType });
              }}
            />
            <Select
              label="Status"
              items={CONTRACT_STATUSES.map((status) => ({ id: status, label: status }))}
              selectedKey={values.status}
              onSelectionChange={(key) => {
                const status = CONTRACT_STATUSES.find((item) => item === key);
                if (status) change({ status });
              }}
            />
            {date('startDate', 'Start Date')}
            {date('endDate', 'End Date', term ? `Term: ${term}` : undefined)}
            {date('renewalNoticeDate', 'Renewal Notice By', 'Last day to give notice of renewal')}
            <TextField
              label="Signed By"
              name="signedByName"
              value={values.signedByName}
              onChange={(signedByName) => change({ signedByName })}
            />
            <div className={styles.checkAlign}>
              <Checkbox isSelected={values.autoRenew} onChange={(autoRenew) => change({ autoRenew })}>
                Renews automatically
              </Checkbox>
            </div>
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Fees</legend>
          <div className={styles.grid}>
            <Select
              label="Fee Plan"
              items={FEE_PLANS.map((plan) => ({ id: plan, label: plan }))}
              selectedKey={values.feePlan}
              onSelectionChange={(key) => {
                const feePlan = FEE_PLANS.find((plan) => plan === key);
                if (feePlan) change({ feePlan });
              }}
            />
            <NumberField
              label="Royalty %"
              value={values.royaltyPercent}
              minValue={0}
              maxValue={100}
              step={0.25}
              onChange={(royaltyPercent) =>
                change({ royaltyPercent: Number.isNaN(royaltyPercent) ? 0 : royaltyPercent })
              }
              name="royaltyPercent"
            />
            <NumberField
              label="Royalty Cap a Year"
              value={values.royaltyCapAnnual ?? Number.NaN}
              minValue={0}
              formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
              onChange={(cap) => change({ royaltyCapAnnual: Number.isNaN(cap) ? null : cap })}
              description="Leave empty for no cap"
              name="royaltyCapAnnual"
            />
            <NumberField
              label="Marketing Fee a Month"
              value={values.marketingFeeMonthly}
              minValue={0}
              formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
              onChange={(fee) => change({ marketingFeeMonthly: Number.isNaN(fee) ? 0 : fee })}
              name="marketingFeeMonthly"
            />
          </div>
        </fieldset>
        <TextField
          label="Notes"
          isMultiline
          value={values.notes}
          onChange={(notes) => change({ notes })}
          name="notes"
        />
      </SaveForm>
    </section>
  );
}
