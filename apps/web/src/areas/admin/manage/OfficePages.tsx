import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Plus, Trash2 } from 'lucide-react';
import { formatDate, MESSAGES, OFFICE_STATUS_FILTERS } from '@balance/domain';
import {
  Button,
  IconButton,
  NumberField,
  OfficeDetail as OfficeDetailList,
  Select,
  Spinner,
  StatusPill,
  Switch,
  TextField,
} from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import type { OfficeDetail, OfficeRoyalties, OfficeSettings } from '../../../api/types';
import { useApiQuery } from '../../../api/useApiQuery';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { useDraft } from '../../../app/useDraft';
import { sessionState } from '../../../states/sessionState';
import { readSaveError } from './formErrors';
import { ChooseFirst, FormMessage, ManagePage } from './ManagePage';
import { EMPTY_OFFICE, OfficeForm, toOfficeInput, type OfficeFormValues } from './OfficeForm';
import { OfficePicker, useOfficeId } from './recordContext';
import styles from './manage.module.css';

function toForm(office: OfficeDetail): OfficeFormValues {
  return {
    companyId: office.companyId,
    officeNum: office.officeNum,
    called: office.called,
    address: office.address,
    city: office.city,
    state: office.state,
    zip: office.zip,
    country: office.country,
    mainPhone: office.mainPhone,
    mainFax: office.mainFax ?? '',
    mainEmail: office.mainEmail,
    activeInCompany: office.activeInCompany,
  };
}

export function useOffice(id: number | null) {
  const api = useApiClient();
  return useApiQuery<OfficeDetail>(id === null ? null : ['office', id], async (signal) =>
    unwrap(await api.GET('/Office/byid/{id}', { params: { path: { id: id as number } }, signal })),
  );
}

function LoadFailed({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return <LoadErrorNotice error={error} what={`the ${what}`} onRetry={onRetry} />;
}

/** The frame of a page about one office: the office picker, or a prompt to choose one. */
export function OfficePage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: (id: number) => ReactNode;
}) {
  const [officeId, setOfficeId] = useOfficeId();
  return (
    <ManagePage
      section="offices"
      title={title}
      description={description}
      context={<OfficePicker value={officeId} onChange={setOfficeId} />}
    >
      {officeId === null ? (
        <ChooseFirst>Choose an office above, or select one in the offices grid.</ChooseFirst>
      ) : (
        children(officeId)
      )}
    </ManagePage>
  );
}

/** Contact Info: the office's address and contacts, edited in place (POST /office with its id). */
export function ContactInfoPage() {
  return (
    <OfficePage
      title="Contact Info"
      description="The office's address, phones and e-mail as agents and clients see them."
    >
      {(id) => <ContactInfo key={id} id={id} />}
    </OfficePage>
  );
}

function ContactInfo({ id }: { id: number }) {
  const api = useApiClient();
  const office = useOffice(id);
  const draft = useDraft<OfficeFormValues>(`office-contact:${id}`, EMPTY_OFFICE);
  const [isEditing, setEditing] = useState(draft.wasRestored);
  const [justSaved, setJustSaved] = useState(false);
  const { reset, wasRestored } = draft;
  useEffect(() => {
    if (office.data && !wasRestored) reset(toForm(office.data));
  }, [office.data, reset, wasRestored]);

  if (office.status === 'loading' && !office.data) return <Spinner label="Loading the office…" />;
  if (office.status === 'error' && !office.data)
    return <LoadFailed what="office" error={office.error} onRetry={office.reload} />;
  if (!office.data) return null;
  const data = office.data;

  if (!isEditing) {
    return (
      <section className={styles.card} aria-labelledby="office-title">
        <h2 id="office-title" className={styles.cardTitle}>
          {data.officeNum} · {data.called}
        </h2>
        {justSaved && <FormMessage tone="success">{MESSAGES.officeSaved}</FormMessage>}
        <p className={styles.statusLine}>
          Status <StatusPill status={data.activeText} />
        </p>
        <OfficeDetailList office={data} />
        <div className={styles.actions} style={{ marginTop: 'var(--space-4)' }}>
          <Button
            variant="primary"
            onPress={() => {
              setJustSaved(false);
              setEditing(true);
            }}
          >
            Edit
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="office-edit-title">
      <h2 id="office-edit-title" className={styles.cardTitle}>
        Edit {data.called}
      </h2>
      <OfficeForm
        isNew={false}
        values={draft.values}
        onChange={draft.update}
        restoredDraft={draft.wasRestored}
        submitLabel="Save"
        successMessage={MESSAGES.officeSaved}
        onCancel={() => {
          draft.reset(toForm(data));
          setEditing(false);
        }}
        onSubmit={async (values) => {
          const saved = unwrap(await api.POST('/office', { body: toOfficeInput(values, id) }));
          draft.clearDraft();
          office.setData(saved);
          setJustSaved(true);
          setEditing(false);
        }}
      />
    </section>
  );
}

/** Add New Office: POST /office; next number from /Office/GetNextOfficeNum. Super admins only. */
export function NewOfficePage() {
  const session = useAtomValue(sessionState);
  const mayAdd = session?.user.role === 'Super Admin';
  return (
    <ManagePage section="offices" title="Add New Office">
      {mayAdd ? <NewOfficeForm /> : <FormMessage tone="error">{MESSAGES.noPermissionNewOffice}</FormMessage>}
    </ManagePage>
  );
}

function NewOfficeForm() {
  const api = useApiClient();
  const draft = useDraft<OfficeFormValues>('new-office', EMPTY_OFFICE);
  const [created, setCreated] = useState<OfficeDetail | null>(null);
  const { update } = draft;
  const fillNextNumber = async (companyId: number | null) => {
    try {
      const next = unwrap(
        await api.GET('/Office/GetNextOfficeNum', {
          params: { query: companyId === null ? {} : { companyId } },
        }),
      );
      update({ officeNum: next.officeNum }, { typed: false });
    } catch {
      // The number can still be typed by hand.
    }
  };
  const hasNumber = draft.values.officeNum !== '';
  useEffect(() => {
    if (!hasNumber) void fillNextNumber(null);
    // Only once, when the form opens without a number.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className={styles.card} aria-label="New office">
      {created && (
        <FormMessage tone="success">
          {MESSAGES.officeSaved} ({created.officeNum} · {created.called})
        </FormMessage>
      )}
      <OfficeForm
        isNew
        values={draft.values}
        onChange={(patch) => {
          setCreated(null);
          draft.update(patch);
        }}
        onCompanyChange={(companyId) => void fillNextNumber(companyId)}
        restoredDraft={draft.wasRestored}
        submitLabel="Save Office"
        successMessage={MESSAGES.officeSaved}
        onSubmit={async (values) => {
          const saved = unwrap(await api.POST('/office', { body: toOfficeInput(values) }));
          draft.reset(EMPTY_OFFICE);
          setCreated(saved);
          void fillNextNumber(values.companyId);
        }}
      />
    </section>
  );
}

export const OFFICE_SETTING_LABELS: Record<Exclude<keyof OfficeSettings, 'officeId'>, string> = {
  agentLoginAllowed: 'Agent login allowed',
  escrow: 'Escrow',
  payload: 'Payload',
  taxes: 'Taxes',
  tax1099: 'Tax1099',
  expressPay: 'Express pay',
  quickBooks: 'QuickBooks',
  royaltiesInContracts: 'Royalties in contracts',
  externalOffice: 'External office',
  printChecks: 'Print checks',
  billableExpenses: 'Billable expenses',
  statsEz: 'statsEZ',
};
type SettingKey = keyof typeof OFFICE_SETTING_LABELS;

/** Agent.EZ Setup: the office settings flags as labelled switches, saved with PUT /Office/settings/{id}. */
export function AgentEzSetupPage() {
  return (
    <OfficePage title="Agent.EZ Setup" description="What agents of this office can use in Agent.EZ.">
      {(id) => (
        <SettingsSwitches key={id} id={id} keys={Object.keys(OFFICE_SETTING_LABELS) as SettingKey[]} />
      )}
    </OfficePage>
  );
}

/** External Office: whether the office is run outside Balance (the externalOffice setting). */
export function ExternalOfficePage() {
  return (
    <OfficePage
      title="External Office"
      description="An external office is managed outside Balance; its agents still report here."
    >
      {(id) => <SettingsSwitches key={id} id={id} keys={['externalOffice']} />}
    </OfficePage>
  );
}

function SettingsSwitches({ id, keys }: { id: number; keys: SettingKey[] }) {
  const api = useApiClient();
  const settings = useApiQuery(['office-settings', id], async (signal) =>
    unwrap(await api.GET('/Office/settings/{id}', { params: { path: { id } }, signal })),
  );
  const draft = useDraft<Partial<OfficeSettings>>(`office-settings:${id}`, {});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [isPending, setPending] = useState(false);

  if (settings.status === 'loading' && !settings.data) return <Spinner label="Loading the settings…" />;
  if (settings.status === 'error' && !settings.data)
    return <LoadFailed what="settings" error={settings.error} onRetry={settings.reload} />;
  if (!settings.data) return null;
  const values: OfficeSettings = { ...settings.data, ...draft.values, officeId: id };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    try {
      const saved = unwrap(
        await api.PUT('/Office/settings/{id}', { params: { path: { id } }, body: values }),
      );
      settings.setData(saved);
      draft.reset({});
      setMessage({ tone: 'success', text: 'Settings saved' });
    } catch (error) {
      setMessage({
        tone: 'error',
        text: readSaveError(error, [], 'The settings could not be saved. Try again.').formError,
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit} aria-label="Office settings">
      {draft.wasRestored && <FormMessage tone="success">Your unsaved changes were restored.</FormMessage>}
      <div className={styles.switches}>
        {keys.map((key) => (
          <Switch
            key={key}
            isSelected={values[key]}
            onChange={(isSelected) => {
              setMessage(null);
              draft.update({ [key]: isSelected });
            }}
          >
            {OFFICE_SETTING_LABELS[key]}
          </Switch>
        ))}
      </div>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={isPending}>
          Save Settings
        </Button>
      </div>
    </form>
  );
}

/** Notes: the office's notes, newest first, and a form to add one. */
export function NotesPage() {
  return (
    <OfficePage title="Notes" description="Notes the back office keeps about this office, newest first.">
      {(id) => <Notes key={id} id={id} />}
    </OfficePage>
  );
}

function Notes({ id }: { id: number }) {
  const api = useApiClient();
  const notes = useApiQuery(['office-notes', id], async (signal) =>
    unwrap(await api.GET('/Office/notes/{id}', { params: { path: { id } }, signal })),
  );
  const draft = useDraft<{ text: string }>(`office-note:${id}`, { text: '' });
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (draft.values.text.trim() === '') {
      setError('Note is required');
      return;
    }
    setPending(true);
    try {
      const note = unwrap(
        await api.POST('/Office/notes/{id}', {
          params: { path: { id } },
          body: { text: draft.values.text.trim() },
        }),
      );
      notes.setData([note, ...(notes.data ?? [])]);
      draft.reset({ text: '' });
    } catch (saveError) {
      const result = readSaveError(saveError, ['text'], 'The note could not be saved. Try again.');
      if (result.fieldErrors.text) setError(result.fieldErrors.text);
      setFormError(result.formError);
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <form
        className={`${styles.card} ${styles.form}`}
        onSubmit={handleSubmit}
        noValidate
        aria-label="Add a note"
      >
        <TextField
          label="New note"
          isMultiline
          value={draft.values.text}
          onChange={(text) => {
            setError(null);
            draft.update({ text });
          }}
          isInvalid={Boolean(error)}
          errorMessage={error}
          validationBehavior="aria"
        />
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isPending={isPending}>
            Add Note
          </Button>
        </div>
      </form>
      <section className={styles.card} aria-labelledby="notes-title">
        <h2 id="notes-title" className={styles.cardTitle}>
          Notes
        </h2>
        {notes.status === 'loading' && !notes.data && <Spinner label="Loading notes…" />}
        {notes.status === 'error' && <LoadFailed what="notes" error={notes.error} onRetry={notes.reload} />}
        {notes.data && notes.data.length === 0 && <p className={styles.muted}>No notes yet.</p>}
        {notes.data && notes.data.length > 0 && (
          <ul className={styles.notes}>
            {notes.data.map((note) => (
              <li key={note.id} className={styles.note}>
                <p className={styles.noteMeta}>
                  {formatDate(note.createdAt)} · {note.createdByName}
                </p>
                <p className={styles.noteText}>{note.text}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** Status: the office's status (Pending / Active), changed with PUT /Office/status/{id}. */
export function StatusPage() {
  return (
    <OfficePage
      title="Status"
      description="A pending office is being set up; an active office can log in agents and be billed."
    >
      {(id) => <Status key={id} id={id} />}
    </OfficePage>
  );
}

function Status({ id }: { id: number }) {
  const api = useApiClient();
  const status = useApiQuery(['office-status', id], async (signal) =>
    unwrap(await api.GET('/Office/status/{id}', { params: { path: { id } }, signal })),
  );
  // The choice is a draft too, so an expired session does not lose it (issue 9).
  const draft = useDraft<{ choice: string | null }>(`office-status:${id}`, { choice: null });
  const choice = draft.values.choice;
  const setChoice = (next: string | null) => draft.update({ choice: next }, { typed: next !== null });
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [isPending, setPending] = useState(false);
  if (status.status === 'loading' && !status.data) return <Spinner label="Loading the status…" />;
  if (status.status === 'error' && !status.data)
    return <LoadFailed what="status" error={status.error} onRetry={status.reload} />;
  if (!status.data) return null;
  const current = choice ?? String(status.data.status);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    try {
      const saved = unwrap(
        await api.PUT('/Office/status/{id}', {
          params: { path: { id } },
          body: { status: current === '1' ? 1 : 0 },
        }),
      );
      status.setData(saved);
      draft.reset({ choice: null });
      setMessage({ tone: 'success', text: `Status saved: ${saved.statusText}` });
    } catch (error) {
      setMessage({
        tone: 'error',
        text: readSaveError(error, [], 'The status could not be saved. Try again.').formError,
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit} aria-label="Office status">
      <p className={styles.muted}>
        Now {status.data.statusText}
        {status.data.changedAt ? ` since ${formatDate(status.data.changedAt)}` : ''}
        {status.data.changedByName ? `, set by ${status.data.changedByName}` : ''}.
      </p>
      <Select
        className={styles.narrowField}
        label="Status"
        items={OFFICE_STATUS_FILTERS.map((option) => ({ id: option.value, label: option.label }))}
        selectedKey={current}
        onSelectionChange={(key) => key && setChoice(key)}
      />
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={isPending}>
          Save Status
        </Button>
      </div>
    </form>
  );
}

/** Royalties In Contracts: the office's royalty rules, edited as a list (PUT /Office/royalties/{id}). */
export function RoyaltiesPage() {
  return (
    <OfficePage
      title="Royalties In Contracts"
      description="What the office takes from each contract: a percent, a flat fee, or both, up to an optional cap."
    >
      {(id) => <Royalties key={id} id={id} />}
    </OfficePage>
  );
}

function Royalties({ id }: { id: number }) {
  const api = useApiClient();
  const royalties = useApiQuery(['office-royalties', id], async (signal) =>
    unwrap(await api.GET('/Office/royalties/{id}', { params: { path: { id } }, signal })),
  );
  const draft = useDraft<{ rules: OfficeRoyalties['royalties'] | null }>(`office-royalties:${id}`, {
    rules: null,
  });
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [isPending, setPending] = useState(false);
  if (royalties.status === 'loading' && !royalties.data) return <Spinner label="Loading royalties…" />;
  if (royalties.status === 'error' && !royalties.data)
    return <LoadFailed what="royalties" error={royalties.error} onRetry={royalties.reload} />;
  if (!royalties.data) return null;
  const rules = draft.values.rules ?? royalties.data.royalties;
  const setRules = (next: OfficeRoyalties['royalties']) => {
    setMessage(null);
    draft.update({ rules: next });
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const nextErrors: Record<number, string> = {};
    rules.forEach((rule, index) => {
      if (rule.name.trim() === '') nextErrors[index] = 'Name is required';
    });
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    setPending(true);
    setMessage(null);
    try {
      const saved = unwrap(
        await api.PUT('/Office/royalties/{id}', {
          params: { path: { id } },
          body: { officeId: id, royalties: rules },
        }),
      );
      royalties.setData(saved);
      draft.reset({ rules: null });
      setMessage({ tone: 'success', text: 'Royalties saved' });
    } catch (error) {
      setMessage({
        tone: 'error',
        text: readSaveError(error, [], 'The royalties could not be saved. Try again.').formError,
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={handleSubmit}
      noValidate
      aria-label="Royalties"
    >
      {rules.length === 0 && <p className={styles.muted}>No royalty rules. Add one below.</p>}
      {rules.map((rule, index) => {
        const change = (patch: Partial<typeof rule>) =>
          setRules(rules.map((item, position) => (position === index ? { ...item, ...patch } : item)));
        return (
          <div key={rule.id ?? `new-${index}`} className={styles.royaltyRow}>
            <TextField
              label="Name"
              value={rule.name}
              onChange={(name) => change({ name })}
              isInvalid={Boolean(errors[index])}
              errorMessage={errors[index]}
              validationBehavior="aria"
            />
            <NumberField
              label="Percent"
              value={rule.percent}
              minValue={0}
              maxValue={100}
              step={0.5}
              onChange={(percent) => change({ percent: Number.isNaN(percent) ? 0 : percent })}
            />
            <NumberField
              label="Flat fee"
              value={rule.flatFee}
              minValue={0}
              formatOptions={{ style: 'currency', currency: 'USD' }}
              onChange={(flatFee) => change({ flatFee: Number.isNaN(flatFee) ? 0 : flatFee })}
            />
            <NumberField
              label="Cap"
              value={rule.capAmount ?? Number.NaN}
              minValue={0}
              formatOptions={{ style: 'currency', currency: 'USD' }}
              onChange={(cap) => change({ capAmount: Number.isNaN(cap) ? null : cap })}
            />
            <IconButton
              label={`Remove ${rule.name || 'rule'}`}
              icon={<Trash2 size={16} />}
              onPress={() => setRules(rules.filter((_, position) => position !== index))}
            />
          </div>
        );
      })}
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div className={styles.actions}>
        <Button
          icon={<Plus size={16} />}
          onPress={() =>
            setRules([
              ...rules,
              { id: null, name: '', percent: 0, flatFee: 0, capAmount: null, appliesTo: ['LIST', 'SELL'] },
            ])
          }
        >
          Add Rule
        </Button>
        <Button type="submit" variant="primary" isPending={isPending}>
          Save Royalties
        </Button>
      </div>
    </form>
  );
}
