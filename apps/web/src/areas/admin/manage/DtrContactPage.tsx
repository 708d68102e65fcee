import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { Plus, Trash2, Users } from 'lucide-react';
import { Button, Checkbox, EmptyState, IconButton, Select, Spinner, TextField } from '@balance/ui';
import { ApiError, unwrap } from '../../../api/client';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { paths } from '../../../app/paths';
import { SaveForm } from '../../../app/forms';
import { usePartEditor } from '../resources/usePartEditor';
import { CompanyPage } from './CompanyPages';
import {
  CONTACT_TYPE_ORDER,
  changedBy,
  DTR_SYNC_LABELS,
  type ContactType,
  type DtrContactMapping,
  type DtrContactRule,
  type DtrSync,
} from './externalAndContractTypes';
import { emailError, standardDtrRule } from '@balance/domain';
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

/** What the server takes: trimmed, with blank defaults as null. */
function trimmedRules(rules: readonly DtrContactRule[]): DtrContactRule[] {
  return rules.map((rule) => ({
    ...rule,
    dtrRole: rule.dtrRole.trim(),
    defaultCompany: rule.defaultCompany?.trim() || null,
    defaultEmail: rule.defaultEmail?.trim() || null,
  }));
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
  const editor = usePartEditor<DtrContactMapping, { rules: DtrContactRule[] | null }>({
    key: ['dtr-contact-mapping', id],
    read: async (api, signal) =>
      unwrap(await api.GET('/companies/dtrContactMapping/{id}', { params: { path: { id } }, signal })),
    draftKey: `dtr-contact-mapping:${id}`,
    emptyDraft: { rules: null },
    validate: (draft, mapping) => validateRules(draft.rules ?? mapping.rules),
    save: async (api, draft, mapping) =>
      unwrap(
        await api.PUT('/companies/dtrContactMapping/{id}', {
          params: { path: { id } },
          body: { rules: trimmedRules(draft.rules ?? mapping.rules) },
        }),
      ),
    failure: 'The DTR contact mapping could not be saved. Try again.',
    readFieldErrors: serverRowErrors,
  });
  const { part: mapping, draft, form } = editor;
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

  const setRules = (next: DtrContactRule[]) => editor.change({ rules: next });
  const changeRule = (row: number, patch: Partial<DtrContactRule>) => {
    setRules(rules.map((rule, index) => (index === row ? { ...rule, ...patch } : rule)));
    form.edited(Object.keys(patch).map((key) => `${row}.${key}`));
  };
  const sorted = (list: DtrContactRule[]) =>
    [...list].sort(
      (a, b) => CONTACT_TYPE_ORDER.indexOf(a.contactType) - CONTACT_TYPE_ORDER.indexOf(b.contactType),
    );

  return (
    <SaveForm
      labelledBy="dtr-title"
      className={styles.card}
      form={form}
      values={draft.values}
      submitLabel="Save Mapping"
      successMessage={DTR_SAVED}
      restoredDraft={draft.wasRestored}
      isSubmitDisabled={!isDirty && rules.length === 0}
      {...(isDirty
        ? {
            onCancel: () => {
              form.reset();
              draft.reset({ rules: null });
            },
            cancelLabel: 'Discard Changes',
          }
        : {})}
      intro={
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
      }
      actions={
        missing.length > 0 &&
        rules.length > 0 &&
        addChoice && (
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
                form.reset();
                setRules(sorted([...rules, standardDtrRule(addChoice)]));
              }}
            >
              Add {addChoice}
            </Button>
          </>
        )
      }
    >
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
                      name={`${row}.dtrRole`}
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
                        name={`${row}.defaultCompany`}
                      />
                      <TextField
                        className={styles.cellField}
                        label={<span className="visually-hidden">{rule.contactType}: Default e-mail</span>}
                        placeholder="E-mail"
                        type="email"
                        value={rule.defaultEmail ?? ''}
                        onChange={(value) => changeRule(row, { defaultEmail: value })}
                        name={`${row}.defaultEmail`}
                      />
                    </div>
                  </td>
                  <td>
                    <IconButton
                      label={`Remove ${rule.contactType}`}
                      icon={<Trash2 size={16} />}
                      onPress={() => {
                        form.reset();
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
    </SaveForm>
  );
}
