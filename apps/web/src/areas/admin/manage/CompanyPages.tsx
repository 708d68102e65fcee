import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { MESSAGES } from '@balance/domain';
import { Button, CompanyDetail, DataGrid, Spinner, type ColumnDef } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import type { Company, OfficeRow } from '../../../api/types';
import { useApiQuery } from '../../../api/useApiQuery';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { paths } from '../../../app/paths';
import { useDraft } from '../../../app/useDraft';
import { CompanyForm, EMPTY_COMPANY, type CompanyFormValues } from './CompanyForm';
import { ChooseFirst, FormMessage, ManagePage } from './ManagePage';
import { CompanyPicker, useCompanyId } from './recordContext';
import styles from './manage.module.css';

function toForm(company: Company): CompanyFormValues {
  return {
    name: company.name,
    active: company.active,
    address: company.address,
    city: company.city,
    state: company.state,
    zip: company.zip,
    country: company.country,
    mainPhone: company.mainPhone,
    mainEmail: company.mainEmail,
  };
}

export function useCompany(id: number | null) {
  const api = useApiClient();
  return useApiQuery<Company>(id === null ? null : ['company', id], async (signal) =>
    unwrap(await api.GET('/companies/{id}', { params: { path: { id: id as number } }, signal })),
  );
}

/** The frame of a page about one company: the company picker, or a prompt to choose one. */
export function CompanyPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: (id: number) => React.ReactNode;
}) {
  const [companyId, setCompanyId] = useCompanyId();
  return (
    <ManagePage
      section="companies"
      title={title}
      description={description}
      context={<CompanyPicker value={companyId} onChange={setCompanyId} />}
    >
      {companyId === null ? (
        <ChooseFirst>Choose a company above, or select one in the companies grid.</ChooseFirst>
      ) : (
        children(companyId)
      )}
    </ManagePage>
  );
}

/** /main/companies/membership/profile: the company's details, edited in place (PUT /companies). */
export function CompanyProfilePage() {
  return (
    <CompanyPage
      title="Company Profile"
      description="The brokerage company: its name, head-office address and contacts."
    >
      {(id) => <CompanyProfile key={id} id={id} />}
    </CompanyPage>
  );
}

function CompanyProfile({ id }: { id: number }) {
  const api = useApiClient();
  const company = useCompany(id);
  const draft = useDraft<CompanyFormValues>(`company-profile:${id}`, EMPTY_COMPANY);
  const [isEditing, setEditing] = useState(draft.wasRestored);
  const [justSaved, setJustSaved] = useState(false);
  const { reset, wasRestored } = draft;
  useEffect(() => {
    if (company.data && !wasRestored) reset(toForm(company.data));
  }, [company.data, reset, wasRestored]);

  if (company.status === 'loading' && !company.data) return <Spinner label="Loading the company…" />;
  if (company.status === 'error' && !company.data)
    return <LoadErrorNotice error={company.error} what="the company" onRetry={company.reload} />;
  if (!company.data) return null;
  const data = company.data;

  if (!isEditing) {
    return (
      <section className={styles.card} aria-labelledby="company-profile-title">
        <h2 id="company-profile-title" className={styles.cardTitle}>
          {data.name}
        </h2>
        {justSaved && <FormMessage tone="success">{MESSAGES.companyUpdated}</FormMessage>}
        <CompanyDetail company={data} />
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
    <section className={styles.card} aria-labelledby="company-edit-title">
      <h2 id="company-edit-title" className={styles.cardTitle}>
        Edit {data.name}
      </h2>
      <CompanyForm
        values={draft.values}
        onChange={draft.update}
        restoredDraft={draft.wasRestored}
        submitLabel="Save"
        successMessage={MESSAGES.companyUpdated}
        onCancel={() => {
          draft.reset(toForm(data));
          setEditing(false);
        }}
        onSubmit={async (values) => {
          const saved = unwrap(await api.PUT('/companies', { body: { ...values, id } }));
          draft.clearDraft();
          company.setData(saved);
          setJustSaved(true);
          setEditing(false);
        }}
      />
    </section>
  );
}

/** Add Company (/main/membership/add-new/companies, /main/add-new/companies): POST /companies. */
export function AddCompanyPage() {
  const api = useApiClient();
  const [, navigate] = useLocation();
  const draft = useDraft<CompanyFormValues>('add-company', EMPTY_COMPANY);
  const [created, setCreated] = useState<Company | null>(null);
  return (
    <ManagePage
      section="companies"
      title="Add Company"
      description="A new brokerage company. Its offices are added afterwards."
    >
      <section className={styles.card} aria-label="New company">
        {created && (
          <FormMessage tone="success">
            {MESSAGES.newCompanySaved}{' '}
            <Button
              size="sm"
              variant="ghost"
              onPress={() => navigate(paths.companyMembership.build('profile', created.id))}
            >
              Open its profile
            </Button>
          </FormMessage>
        )}
        <CompanyForm
          values={draft.values}
          onChange={(patch) => {
            setCreated(null);
            draft.update(patch);
          }}
          restoredDraft={draft.wasRestored}
          submitLabel="Save Company"
          successMessage={MESSAGES.newCompanySaved}
          onSubmit={async (values) => {
            const saved = unwrap(await api.POST('/companies', { body: values }));
            draft.reset(EMPTY_COMPANY);
            setCreated(saved);
          }}
        />
      </section>
    </ManagePage>
  );
}

const OFFICE_COLUMNS: ColumnDef<OfficeRow>[] = [
  { key: 'id', header: 'ID', align: 'end', width: 80 },
  { key: 'called', header: 'Office Name', width: 220 },
  { key: 'city', header: 'City', width: 150 },
  { key: 'activeText', header: 'Status', width: 110 },
  { key: 'agentCount', header: 'Agents', format: 'number', width: 100 },
  { key: 'staffCount', header: 'Staff', format: 'number', width: 100 },
];

/** Offices of the company (GET /Office/company/{id}) in a grid; a row opens its contact info. */
export function CompanyOfficesPage() {
  return (
    <CompanyPage
      title="Company Offices"
      description="Every office of the company. Choose one to open its contact info."
    >
      {(id) => <CompanyOffices key={id} id={id} />}
    </CompanyPage>
  );
}

function CompanyOffices({ id }: { id: number }) {
  const api = useApiClient();
  const [, navigate] = useLocation();
  const offices = useApiQuery(['company-offices', id], async (signal) =>
    unwrap(await api.GET('/Office/company/{id}', { params: { path: { id } }, signal })),
  );
  return (
    <section className={styles.card} aria-labelledby="company-offices-title">
      <h2 id="company-offices-title" className={styles.cardTitle}>
        Offices
      </h2>
      {offices.status === 'error' && (
        <LoadErrorNotice error={offices.error} what="the offices" onRetry={offices.reload} />
      )}
      <DataGrid
        columns={OFFICE_COLUMNS}
        rows={offices.data ?? []}
        getRowId={(row) => row.id}
        label="Offices of the company"
        isLoading={offices.status === 'loading'}
        error={offices.status === 'error' ? 'The offices could not be loaded.' : null}
        onRetry={offices.reload}
        emptyState="This company has no offices yet."
        onSelectionChange={(officeId) =>
          navigate(paths.officeProfile.build('contact-info', Number(officeId)))
        }
      />
    </section>
  );
}
