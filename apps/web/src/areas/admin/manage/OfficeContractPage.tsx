import { useEffect, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { FileText } from 'lucide-react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  contractDateErrors,
  contractNumberError,
  formatCurrency,
  formatDate,
  MESSAGES,
  OFFICE_CONTRACT_MESSAGES,
} from '@balance/domain';
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
  type BadgeTone,
} from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/useApiQuery';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { useDraft } from '../../../app/useDraft';
import { sessionState } from '../../../states/sessionState';
import { ReadSection } from './ExternalCompanyPage';
import {
  changedBy,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  FEE_PLANS,
  type OfficeContract,
  type OfficeContractInput,
  type OfficeContractStatus,
} from './extraTypes';
import { clearedFor, readSaveError, type FormErrors } from './formErrors';
import { FormMessage } from './ManagePage';
import { OfficePage } from './OfficePages';
import styles from './manage.module.css';

export const CONTRACT_SAVED = 'Office contract saved';
export const CONTRACT_SUPER_ADMIN_ONLY = OFFICE_CONTRACT_MESSAGES.superAdminOnly;

type Field = keyof OfficeContractInput;
const FIELDS: readonly Field[] = [
  'contractNumber',
  'contractType',
  'status',
  'startDate',
  'endDate',
  'renewalNoticeDate',
  'autoRenew',
  'feePlan',
  'royaltyPercent',
  'royaltyCapAnnual',
  'marketingFeeMonthly',
  'signedByName',
  'notes',
];
const STATUS_TONES: Record<OfficeContractStatus, BadgeTone> = {
  Draft: 'neutral',
  Active: 'success',
  Suspended: 'warning',
  Expired: 'danger',
  Terminated: 'danger',
};

const EMPTY: OfficeContractInput = {
  contractNumber: '',
  contractType: 'Franchise',
  status: 'Draft',
  startDate: '',
  endDate: '',
  renewalNoticeDate: null,
  autoRenew: false,
  feePlan: 'Standard',
  royaltyPercent: 0,
  royaltyCapAnnual: null,
  marketingFeeMonthly: 0,
  signedByName: '',
  notes: '',
};

function toInput(data: OfficeContract | null): OfficeContractInput {
  if (!data) return EMPTY;
  return {
    contractNumber: data.contractNumber,
    contractType: data.contractType,
    status: data.status,
    startDate: data.startDate,
    endDate: data.endDate,
    renewalNoticeDate: data.renewalNoticeDate,
    autoRenew: data.autoRenew,
    feePlan: data.feePlan,
    royaltyPercent: data.royaltyPercent,
    royaltyCapAnnual: data.royaltyCapAnnual,
    marketingFeeMonthly: data.marketingFeeMonthly,
    signedByName: data.signedByName,
    notes: data.notes,
  };
}

export function validateContract(values: OfficeContractInput): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  const number = values.contractNumber.trim();
  const numberProblem = number === '' ? 'Contract number is required' : contractNumberError(number);
  if (numberProblem) errors.contractNumber = numberProblem;
  Object.assign(errors, contractDateErrors(values.startDate, values.endDate, values.renewalNoticeDate));
  if (values.startDate === '') errors.startDate = 'Start date is required';
  if (values.endDate === '') errors.endDate = 'End date is required';
  return errors;
}

/** Whole months of a term (a 03/01/2021–02/28/2031 term is 120), or null while a date is missing. */
export function termOf(start: string, end: string): number | null {
  if (!start || !end || end <= start) return null;
  const after = new Date(`${end}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  const from = new Date(`${start}T00:00:00Z`);
  let months =
    (after.getUTCFullYear() - from.getUTCFullYear()) * 12 + (after.getUTCMonth() - from.getUTCMonth());
  if (after.getUTCDate() < from.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

export function formatTerm(months: number | null): string {
  if (months === null) return '';
  const years =
    months % 12 === 0 && months > 0 ? ` (${months / 12} ${months === 12 ? 'year' : 'years'})` : '';
  return `${months} ${months === 1 ? 'month' : 'months'}${years}`;
}

function toCalendar(value: string | null): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

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
  const api = useApiClient();
  const session = useAtomValue(sessionState);
  const mayEdit = session?.user.role === 'Super Admin';
  const contract = useApiQuery<OfficeContract | null>(['office-contract', id], async (signal) =>
    unwrap(await api.GET('/Office/contract/{id}', { params: { path: { id } }, signal })),
  );
  const draft = useDraft<OfficeContractInput>(`office-contract:${id}`, EMPTY);
  const [isEditing, setEditing] = useState(draft.wasRestored && mayEdit);
  const [justSaved, setJustSaved] = useState(false);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const { reset, wasRestored } = draft;
  useEffect(() => {
    if (contract.status === 'success' && !wasRestored) reset(toInput(contract.data));
  }, [contract.status, contract.data, reset, wasRestored]);

  if (contract.status === 'loading' && contract.data === undefined)
    return <Spinner label="Loading the contract…" />;
  if (contract.status === 'error' && contract.data === undefined)
    return <LoadErrorNotice error={contract.error} what="Contract" onRetry={contract.reload} />;
  if (contract.data === undefined) return null;
  const data = contract.data;
  const values = draft.values;
  const startEditing = () => {
    setJustSaved(false);
    setEditing(true);
  };

  if (!isEditing) {
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
        {justSaved && <FormMessage tone="success">{CONTRACT_SAVED}</FormMessage>}
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

  const change = (patch: Partial<OfficeContractInput>) => {
    draft.update(patch);
    setErrors(clearedFor(errors, patch));
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next = validateContract(values);
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    setPending(true);
    try {
      const body: OfficeContractInput = {
        ...values,
        contractNumber: values.contractNumber.trim(),
        signedByName: values.signedByName.trim(),
        notes: values.notes.trim(),
      };
      const saved = unwrap(await api.PUT('/Office/contract/{id}', { params: { path: { id } }, body }));
      draft.clearDraft();
      contract.setData(saved);
      reset(toInput(saved));
      setJustSaved(true);
      setEditing(false);
    } catch (error) {
      const result = readSaveError(error, FIELDS, 'The contract could not be saved. Try again.');
      setErrors(result.fieldErrors);
      setFormError(result.formError);
    } finally {
      setPending(false);
    }
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
      isInvalid={Boolean(errors[field])}
      errorMessage={errors[field]}
      validationBehavior="aria"
      description={description}
    />
  );
  const term = formatTerm(termOf(values.startDate, values.endDate));

  return (
    <section className={styles.card} aria-labelledby="contract-edit-title">
      <h2 id="contract-edit-title" className={styles.cardTitle}>
        {data ? `Edit contract ${data.contractNumber}` : 'New contract'}
      </h2>
      <form noValidate className={styles.form} onSubmit={handleSubmit} aria-label="Office contract">
        {draft.wasRestored && <FormMessage tone="success">Your unsaved changes were restored.</FormMessage>}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Term</legend>
          <div className={styles.grid}>
            <TextField
              label="Contract Number"
              name="contractNumber"
              value={values.contractNumber}
              onChange={(contractNumber) => change({ contractNumber })}
              isRequired
              isInvalid={Boolean(errors.contractNumber)}
              errorMessage={errors.contractNumber}
              validationBehavior="aria"
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
              isInvalid={Boolean(errors.signedByName)}
              errorMessage={errors.signedByName}
              validationBehavior="aria"
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
              isInvalid={Boolean(errors.royaltyPercent)}
              errorMessage={errors.royaltyPercent}
              validationBehavior="aria"
            />
            <NumberField
              label="Royalty Cap a Year"
              value={values.royaltyCapAnnual ?? Number.NaN}
              minValue={0}
              formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
              onChange={(cap) => change({ royaltyCapAnnual: Number.isNaN(cap) ? null : cap })}
              description="Leave empty for no cap"
              isInvalid={Boolean(errors.royaltyCapAnnual)}
              errorMessage={errors.royaltyCapAnnual}
              validationBehavior="aria"
            />
            <NumberField
              label="Marketing Fee a Month"
              value={values.marketingFeeMonthly}
              minValue={0}
              formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
              onChange={(fee) => change({ marketingFeeMonthly: Number.isNaN(fee) ? 0 : fee })}
              isInvalid={Boolean(errors.marketingFeeMonthly)}
              errorMessage={errors.marketingFeeMonthly}
              validationBehavior="aria"
            />
          </div>
        </fieldset>
        <TextField
          label="Notes"
          isMultiline
          value={values.notes}
          onChange={(notes) => change({ notes })}
          isInvalid={Boolean(errors.notes)}
          errorMessage={errors.notes}
          validationBehavior="aria"
        />
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isPending={isPending}>
            Save Contract
          </Button>
          <Button
            onPress={() => {
              reset(toInput(data));
              setErrors({});
              setFormError(null);
              setEditing(false);
            }}
          >
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
