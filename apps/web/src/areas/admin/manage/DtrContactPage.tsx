import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'wouter';
import { Plus, Trash2, Users } from 'lucide-react';
import { standardDtrRule } from '@balance/domain';
import { Button, Checkbox, EmptyState, IconButton, Select, Spinner, TextField } from '@balance/ui';
import { ApiError, unwrap } from '../../../api/client';
import { useApiClient } from '../../../api/ApiClientProvider';
import { useApiQuery } from '../../../api/useApiQuery';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { paths } from '../../../app/paths';
import { useDraft } from '../../../app/useDraft';
import { CompanyPage } from './CompanyPages';
import {
  CONTACT_TYPE_ORDER,
  changedBy,
  DTR_SYNC_LABELS,
  type ContactType,
  type DtrContactMapping,
  type DtrContactRule,
  type DtrSync,
} from './extraTypes';
import { emailError, readSaveError } from './formErrors';
import { FormMessage } from './ManagePage';
import styles from './manage.module.css';

export const DTR_SAVED = 'DTR contact mapping saved';

type RuleField = 'contactType' | 'dtrRole' | 'sync' | 'defaultCompany' | 'defaultEmail';
/** Errors keyed `${row}.${field}`. */
type RowErrors = Partial<Record<`${number}.${RuleField}`, string>>;

const SYNC_OPTIONS = (Object.keys(DTR_SYNC_LABELS) as DtrSync[]).map((sync) => ({
  id: sync,
  label: DTR_SYNC_LABELS[sync],
}));

export function validateRules(rules: readonly DtrContactRule[]): RowErrors {
  const errors: RowErrors = {};
  rules.forEach((rule, row) => {
    if (rule.dtrRole.trim() === '') errors[`${row}.dtrRole`] = 'DTR role is required';
    const email = emailError(rule.defaultEmail ?? '', 'orders@title.example.com');
    if (email) errors[`${row}.defaultEmail`] = email;
  });
  return errors;
}

/** Field errors of a failed save: the server names them `rules[1].dtrRole`. */
function serverRowErrors(error: unknown): RowErrors {
  const errors: RowErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const match = /^rules\[(\d+)\]\.(contactType|dtrRole|sync|defaultCompany|defaultEmail)$/.exec(name);
    if (match && messages[0]) errors[`${Number(match[1])}.${match[2] as RuleField}`] = messages[0];
  }
  return errors;
}

/** /main/companies/membership/dtr-contact: DTR contact roles mapped to the contract's contact types. */
export function DtrContactPage() {
  return (
    <CompanyPage
      title="DTR Contact Mapping"
      description="Which contact in the digital transaction room (DTR) fills each contact of a contract, which way it syncs, and the defaults used when the DTR sends none."
    >
      {(id) => <DtrMapping key={id} id={id} />}
    </CompanyPage>
  );
}

function DtrMapping({ id }: { id: number }) {
  const api = useApiClient();
  const mapping = useApiQuery<DtrContactMapping>(['dtr-contact-mapping', id], async (signal) =>
    unwrap(await api.GET('/companies/dtrContactMapping/{id}', { params: { path: { id } }, signal })),
  );
  const draft = useDraft<{ rules: DtrContactRule[] | null }>(`dtr-contact-mapping:${id}`, { rules: null });
  const [errors, setErrors] = useState<RowErrors>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [isPending, setPending] = useState(false);
  const [toAdd, setToAdd] = useState<ContactType | null>(null);

  if (mapping.status === 'loading' && !mapping.data)
    return <Spinner label="Loading the DTR contact mapping…" />;
  if (mapping.status === 'error' && !mapping.data)
    return <LoadErrorNotice error={mapping.error} what="DTR Contact Mapping" onRetry={mapping.reload} />;
  if (!mapping.data) return null;
  const data = mapping.data;
  const rules = draft.values.rules ?? data.rules;
  const isDirty = draft.values.rules !== null;
  const missing = CONTACT_TYPE_ORDER.filter((type) => !rules.some((rule) => rule.contactType === type));
  const addChoice = toAdd && missing.includes(toAdd) ? toAdd : (missing[0] ?? null);

  const setRules = (next: DtrContactRule[]) => {
    setMessage(null);
    draft.update({ rules: next });
  };
  const changeRule = (row: number, patch: Partial<DtrContactRule>) => {
    setRules(rules.map((rule, index) => (index === row ? { ...rule, ...patch } : rule)));
    const cleared = { ...errors };
    for (const key of Object.keys(patch) as RuleField[]) delete cleared[`${row}.${key}`];
    setErrors(cleared);
  };
  const sorted = (list: DtrContactRule[]) =>
    [...list].sort(
      (a, b) => CONTACT_TYPE_ORDER.indexOf(a.contactType) - CONTACT_TYPE_ORDER.indexOf(b.contactType),
    );

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next = validateRules(rules);
    setErrors(next);
    setMessage(null);
    if (Object.keys(next).length > 0) return;
    setPending(true);
    try {
      const body = {
        rules: rules.map((rule) => ({
          ...rule,
          dtrRole: rule.dtrRole.trim(),
          defaultCompany: rule.defaultCompany?.trim() || null,
          defaultEmail: rule.defaultEmail?.trim() || null,
        })),
      };
      const saved = unwrap(
        await api.PUT('/companies/dtrContactMapping/{id}', { params: { path: { id } }, body }),
      );
      mapping.setData(saved);
      draft.reset({ rules: null });
      setMessage({ tone: 'success', text: DTR_SAVED });
    } catch (error) {
      setErrors(serverRowErrors(error));
      setMessage({
        tone: 'error',
        text: readSaveError(error, [], 'The DTR contact mapping could not be saved. Try again.').formError,
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
      aria-labelledby="dtr-title"
    >
      <div>
        <h2 id="dtr-title" className={styles.cardTitle}>
          Contact roles
        </h2>
        <p className={styles.inlineNote}>
          {data.dtrSystem === 'None' ? (
            <>
              No DTR is linked yet: choose one on{' '}
              <RouterLink href={paths.companyMembership.build('external-company', id)}>
                External Company
              </RouterLink>
              . The mapping applies once it is.
            </>
          ) : (
            <>
              DTR: <strong>{data.dtrSystem}</strong> (set on{' '}
              <RouterLink href={paths.companyMembership.build('external-company', id)}>
                External Company
              </RouterLink>
              ).
              {data.updatedAt ? ` Last changed by ${changedBy(data.updatedByName, data.updatedAt)}.` : ''}
            </>
          )}
        </p>
      </div>
      {draft.wasRestored && <FormMessage tone="success">Your unsaved changes were restored.</FormMessage>}
      {rules.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<Users size={28} aria-hidden />}
          title="No contact roles are mapped"
          description="Contacts coming from the DTR are not matched to the contract's Buyer, Seller, Co-op, Lender and Title until they are."
          action={
            <Button
              variant="primary"
              onPress={() => setRules(CONTACT_TYPE_ORDER.map((type) => standardDtrRule(type)))}
            >
              Start from the standard mapping
            </Button>
          }
        />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.mapTable}>
            <caption className="visually-hidden">DTR contact roles by contact type</caption>
            <thead>
              <tr>
                <th scope="col">Contact type</th>
                <th scope="col">DTR role</th>
                <th scope="col">Sync</th>
                <th scope="col">Required</th>
                <th scope="col">Defaults</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule, row) => (
                <tr key={rule.contactType}>
                  <th scope="row">{rule.contactType}</th>
                  <td>
                    <TextField
                      className={`${styles.cellField} ${styles.roleField}`}
                      label={<span className="visually-hidden">{rule.contactType}: DTR role</span>}
                      value={rule.dtrRole}
                      onChange={(dtrRole) => changeRule(row, { dtrRole })}
                      isInvalid={Boolean(errors[`${row}.dtrRole`])}
                      errorMessage={errors[`${row}.dtrRole`]}
                      validationBehavior="aria"
                    />
                  </td>
                  <td>
                    <Select
                      className={styles.cellField}
                      label={<span className="visually-hidden">{rule.contactType}: Sync</span>}
                      items={SYNC_OPTIONS}
                      selectedKey={rule.sync}
                      onSelectionChange={(key) => {
                        const sync = SYNC_OPTIONS.find((option) => option.id === key)?.id;
                        if (sync) changeRule(row, { sync });
                      }}
                    />
                  </td>
                  <td className={styles.checkCell}>
                    <Checkbox
                      isSelected={rule.required}
                      onChange={(required) => changeRule(row, { required })}
                    >
                      <span className="visually-hidden">{rule.contactType}: Required</span>
                    </Checkbox>
                  </td>
                  <td>
                    <div className={styles.defaults}>
                      <TextField
                        className={styles.cellField}
                        label={<span className="visually-hidden">{rule.contactType}: Default company</span>}
                        placeholder="Company"
                        value={rule.defaultCompany ?? ''}
                        onChange={(value) => changeRule(row, { defaultCompany: value })}
                        isInvalid={Boolean(errors[`${row}.defaultCompany`])}
                        errorMessage={errors[`${row}.defaultCompany`]}
                        validationBehavior="aria"
                      />
                      <TextField
                        className={styles.cellField}
                        label={<span className="visually-hidden">{rule.contactType}: Default e-mail</span>}
                        placeholder="E-mail"
                        type="email"
                        value={rule.defaultEmail ?? ''}
                        onChange={(value) => changeRule(row, { defaultEmail: value })}
                        isInvalid={Boolean(errors[`${row}.defaultEmail`])}
                        errorMessage={errors[`${row}.defaultEmail`]}
                        validationBehavior="aria"
                      />
                    </div>
                  </td>
                  <td>
                    <IconButton
                      label={`Remove ${rule.contactType}`}
                      icon={<Trash2 size={16} />}
                      onPress={() => {
                        setErrors({});
                        setRules(rules.filter((_, index) => index !== row));
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div className={styles.actions}>
        {missing.length > 0 && rules.length > 0 && addChoice && (
          <>
            <Select
              label={<span className="visually-hidden">Contact type to add</span>}
              items={missing.map((type) => ({ id: type, label: type }))}
              selectedKey={addChoice}
              onSelectionChange={(key) => setToAdd(missing.find((type) => type === key) ?? null)}
            />
            <Button
              icon={<Plus size={16} />}
              onPress={() => {
                setErrors({});
                setRules(sorted([...rules, standardDtrRule(addChoice)]));
              }}
            >
              Add {addChoice}
            </Button>
          </>
        )}
        <Button
          type="submit"
          variant="primary"
          isPending={isPending}
          isDisabled={!isDirty && rules.length === 0}
        >
          Save Mapping
        </Button>
        {isDirty && (
          <Button
            onPress={() => {
              setErrors({});
              setMessage(null);
              draft.reset({ rules: null });
            }}
          >
            Discard Changes
          </Button>
        )}
      </div>
    </form>
  );
}
