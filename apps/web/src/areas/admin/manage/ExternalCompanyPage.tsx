import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link2 } from 'lucide-react';
import { externalIdError } from '@balance/domain';
import {
  Button,
  DetailList,
  EmptyState,
  Select,
  Spinner,
  StatusPill,
  Switch,
  TextField,
  type BadgeTone,
} from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/useApiQuery';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { useDraft } from '../../../app/useDraft';
import { CompanyPage } from './CompanyPages';
import {
  ACCOUNTING_SYSTEMS,
  changedBy,
  DTR_SYSTEMS,
  formatDateTime,
  type ExternalCompany,
  type ExternalCompanyInput,
  type SyncStatus,
} from './extraTypes';
import { clearedFor, readSaveError, type FormErrors } from './formErrors';
import { FormMessage } from './ManagePage';
import styles from './manage.module.css';

export const EXTERNAL_SAVED = 'External company links saved';

type Field = keyof ExternalCompanyInput;
const FIELDS: readonly Field[] = [
  'mlsBoard',
  'mlsOfficeId',
  'stateLicenseNumber',
  'accountingSystem',
  'accountingId',
  'dtrSystem',
  'dtrCompanyId',
  'syncEnabled',
];
const SYNC_TONES: Record<SyncStatus, BadgeTone> = {
  'Never synced': 'neutral',
  Pending: 'warning',
  Synced: 'success',
  Failed: 'danger',
};

const EMPTY: ExternalCompanyInput = {
  mlsBoard: '',
  mlsOfficeId: '',
  stateLicenseNumber: '',
  accountingSystem: 'None',
  accountingId: '',
  dtrSystem: 'None',
  dtrCompanyId: '',
  syncEnabled: false,
};

function toInput(data: ExternalCompany): ExternalCompanyInput {
  return {
    mlsBoard: data.mlsBoard,
    mlsOfficeId: data.mlsOfficeId,
    stateLicenseNumber: data.stateLicenseNumber,
    accountingSystem: data.accountingSystem,
    accountingId: data.accountingId,
    dtrSystem: data.dtrSystem,
    dtrCompanyId: data.dtrCompanyId,
    syncEnabled: data.syncEnabled,
  };
}

/** The same rules the server applies, so most mistakes are shown before a round trip. */
export function validateExternal(values: ExternalCompanyInput): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  const id = (
    field: 'mlsOfficeId' | 'stateLicenseNumber' | 'accountingId' | 'dtrCompanyId',
    label: string,
  ) => {
    const problem = externalIdError(label, values[field]);
    if (problem) errors[field] = problem;
  };
  id('mlsOfficeId', 'MLS office ID');
  id('stateLicenseNumber', 'State licence number');
  id('accountingId', 'Accounting ID');
  id('dtrCompanyId', 'DTR company ID');
  const board = values.mlsBoard.trim();
  const office = values.mlsOfficeId.trim();
  if (board !== '' && office === '') errors.mlsOfficeId = 'MLS office ID is required with a board';
  if (board === '' && office !== '') errors.mlsBoard = 'Name the MLS / board of this office ID';
  if (values.accountingSystem !== 'None' && values.accountingId.trim() === '')
    errors.accountingId = `Accounting ID is required for ${values.accountingSystem}`;
  if (values.dtrSystem !== 'None' && values.dtrCompanyId.trim() === '')
    errors.dtrCompanyId = `DTR company ID is required for ${values.dtrSystem}`;
  const linked = board !== '' || values.accountingSystem !== 'None' || values.dtrSystem !== 'None';
  if (values.syncEnabled && !linked) errors.syncEnabled = 'Link at least one system before turning sync on';
  return errors;
}

function isLinked(data: ExternalCompany): boolean {
  return data.mlsBoard !== '' || data.accountingSystem !== 'None' || data.dtrSystem !== 'None';
}

/** /main/companies/membership/external-company: the company's identifiers in external systems. */
export function ExternalCompanyPage() {
  return (
    <CompanyPage
      title="External Company"
      description="The company's IDs at its MLS, the state licence register, in accounting and in the DTR, and how they sync."
    >
      {(id) => <ExternalCompanyCard key={id} id={id} />}
    </CompanyPage>
  );
}

function ExternalCompanyCard({ id }: { id: number }) {
  const api = useApiClient();
  const external = useApiQuery<ExternalCompany>(['external-company', id], async (signal) =>
    unwrap(await api.GET('/companies/external/{id}', { params: { path: { id } }, signal })),
  );
  const draft = useDraft<ExternalCompanyInput>(`external-company:${id}`, EMPTY);
  const [isEditing, setEditing] = useState(draft.wasRestored);
  const [justSaved, setJustSaved] = useState(false);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const { reset, wasRestored } = draft;
  useEffect(() => {
    if (external.data && !wasRestored) reset(toInput(external.data));
  }, [external.data, reset, wasRestored]);

  if (external.status === 'loading' && !external.data) return <Spinner label="Loading the external IDs…" />;
  if (external.status === 'error' && !external.data)
    return <LoadErrorNotice error={external.error} what="External Company" onRetry={external.reload} />;
  if (!external.data) return null;
  const data = external.data;
  const values = draft.values;

  const startEditing = () => {
    setJustSaved(false);
    setEditing(true);
  };

  if (!isEditing) {
    const linked = isLinked(data);
    return (
      <section className={styles.card} aria-labelledby="external-title">
        <h2 id="external-title" className={styles.cardTitle}>
          External systems
        </h2>
        {justSaved && <FormMessage tone="success">{EXTERNAL_SAVED}</FormMessage>}
        {!linked ? (
          <EmptyState
            headingLevel={3}
            icon={<Link2 size={28} aria-hidden />}
            title="Not linked to any external system yet"
            description="Add the company's MLS office ID, its accounting ID and its DTR company ID so contracts, agents and invoices match up."
            action={
              <Button variant="primary" onPress={startEditing}>
                Link systems
              </Button>
            }
          />
        ) : (
          <div className={styles.sections}>
            <ReadSection title="MLS and licence">
              <DetailList
                items={[
                  { label: 'MLS / Board', value: data.mlsBoard },
                  { label: 'MLS Office ID', value: data.mlsOfficeId },
                  { label: 'State Licence Number', value: data.stateLicenseNumber },
                ]}
              />
            </ReadSection>
            <ReadSection title="Accounting">
              <DetailList
                items={[
                  { label: 'System', value: data.accountingSystem === 'None' ? '' : data.accountingSystem },
                  { label: 'Accounting ID', value: data.accountingId },
                ]}
              />
            </ReadSection>
            <ReadSection title="Digital transaction room (DTR)">
              <DetailList
                items={[
                  { label: 'System', value: data.dtrSystem === 'None' ? '' : data.dtrSystem },
                  { label: 'DTR Company ID', value: data.dtrCompanyId },
                ]}
              />
            </ReadSection>
            <ReadSection title="Sync">
              <DetailList
                items={[
                  { label: 'Automatic Sync', value: data.syncEnabled ? 'On' : 'Off' },
                  {
                    label: 'Status',
                    value: <StatusPill status={data.syncStatus} tone={SYNC_TONES[data.syncStatus]} />,
                  },
                  { label: 'Last Sync', value: formatDateTime(data.lastSyncAt) },
                  { label: 'Last Sync Result', value: data.lastSyncMessage },
                  { label: 'Last Changed', value: changedBy(data.updatedByName, data.updatedAt) },
                ]}
              />
            </ReadSection>
          </div>
        )}
        {linked && (
          <div className={`${styles.actions} ${styles.cardActions}`}>
            <Button variant="primary" onPress={startEditing}>
              Edit
            </Button>
          </div>
        )}
      </section>
    );
  }

  const change = (patch: Partial<ExternalCompanyInput>) => {
    draft.update(patch);
    setErrors(clearedFor(errors, patch));
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next = validateExternal(values);
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    setPending(true);
    try {
      const body: ExternalCompanyInput = {
        ...values,
        mlsBoard: values.mlsBoard.trim(),
        mlsOfficeId: values.mlsOfficeId.trim(),
        stateLicenseNumber: values.stateLicenseNumber.trim(),
        accountingId: values.accountingSystem === 'None' ? '' : values.accountingId.trim(),
        dtrCompanyId: values.dtrSystem === 'None' ? '' : values.dtrCompanyId.trim(),
      };
      const saved = unwrap(await api.PUT('/companies/external/{id}', { params: { path: { id } }, body }));
      draft.clearDraft();
      external.setData(saved);
      reset(toInput(saved));
      setJustSaved(true);
      setEditing(false);
    } catch (error) {
      const result = readSaveError(error, FIELDS, 'The external IDs could not be saved. Try again.');
      setErrors(result.fieldErrors);
      setFormError(result.formError);
    } finally {
      setPending(false);
    }
  }

  const text = (
    field: 'mlsBoard' | 'mlsOfficeId' | 'stateLicenseNumber',
    label: string,
    description?: string,
  ) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(value) => change({ [field]: value })}
      isInvalid={Boolean(errors[field])}
      errorMessage={errors[field]}
      validationBehavior="aria"
      description={description}
    />
  );

  return (
    <section className={styles.card} aria-labelledby="external-edit-title">
      <h2 id="external-edit-title" className={styles.cardTitle}>
        Edit external systems
      </h2>
      <form noValidate className={styles.form} onSubmit={handleSubmit} aria-label="External systems">
        {draft.wasRestored && <FormMessage tone="success">Your unsaved changes were restored.</FormMessage>}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>MLS and licence</legend>
          <div className={styles.grid}>
            {text('mlsBoard', 'MLS / Board', 'e.g. RMLS (Portland)')}
            {text('mlsOfficeId', 'MLS Office ID')}
            {text('stateLicenseNumber', 'State Licence Number')}
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Accounting</legend>
          <div className={styles.grid}>
            <Select
              label="Accounting System"
              items={ACCOUNTING_SYSTEMS.map((system) => ({ id: system, label: system }))}
              selectedKey={values.accountingSystem}
              onSelectionChange={(key) => {
                const system = ACCOUNTING_SYSTEMS.find((item) => item === key);
                if (system)
                  change({
                    accountingSystem: system,
                    accountingId: system === 'None' ? '' : values.accountingId,
                  });
              }}
            />
            <TextField
              label="Accounting ID"
              name="accountingId"
              value={values.accountingId}
              onChange={(value) => change({ accountingId: value })}
              isDisabled={values.accountingSystem === 'None'}
              isRequired={values.accountingSystem !== 'None'}
              isInvalid={Boolean(errors.accountingId)}
              errorMessage={errors.accountingId}
              validationBehavior="aria"
            />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Digital transaction room (DTR)</legend>
          <div className={styles.grid}>
            <Select
              label="DTR System"
              items={DTR_SYSTEMS.map((system) => ({ id: system, label: system }))}
              selectedKey={values.dtrSystem}
              onSelectionChange={(key) => {
                const system = DTR_SYSTEMS.find((item) => item === key);
                if (system)
                  change({ dtrSystem: system, dtrCompanyId: system === 'None' ? '' : values.dtrCompanyId });
              }}
            />
            <TextField
              label="DTR Company ID"
              name="dtrCompanyId"
              value={values.dtrCompanyId}
              onChange={(value) => change({ dtrCompanyId: value })}
              isDisabled={values.dtrSystem === 'None'}
              isRequired={values.dtrSystem !== 'None'}
              isInvalid={Boolean(errors.dtrCompanyId)}
              errorMessage={errors.dtrCompanyId}
              validationBehavior="aria"
            />
          </div>
        </fieldset>
        <div>
          <Switch isSelected={values.syncEnabled} onChange={(syncEnabled) => change({ syncEnabled })}>
            Sync changes automatically
          </Switch>
          {errors.syncEnabled && (
            <p className={styles.fieldError} role="alert">
              {errors.syncEnabled}
            </p>
          )}
        </div>
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isPending={isPending}>
            Save
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

export function ReadSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.readSection}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </div>
  );
}
