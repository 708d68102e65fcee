import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { DataGrid, type ColumnDef } from '@balance/ui';
import { useApi } from '../../../api/DataLayer';
import type { OfficeRow } from '../../../api/types';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { paths } from '../../../app/paths';
import { companyResource } from '../resources/companies';
import { CreateRecord } from '../resources/views/CreateRecord';
import { RecordFrame } from '../resources/views/RecordFrame';
import { RecordProfile } from '../resources/views/RecordProfile';
import styles from './manage.module.css';

/** The frame of a page about one company: the company picker, or a prompt to choose one. */
export function CompanyPage(props: {
  title: string;
  description?: string;
  children: (id: number) => ReactNode;
}) {
  return <RecordFrame resource={companyResource} {...props} />;
}

/** /main/companies/membership/profile: the company's details, edited in place (PUT /companies). */
export function CompanyProfilePage() {
  return (
    <CompanyPage
      title="Company Profile"
      description="The brokerage company: its name, head-office address and contacts."
    >
      {(id) => <RecordProfile key={id} resource={companyResource} id={id} />}
    </CompanyPage>
  );
}

/** Add Company (/main/membership/add-new/companies, /main/add-new/companies): POST /companies. */
export function AddCompanyPage() {
  return <CreateRecord resource={companyResource} />;
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
  const [, navigate] = useLocation();
  const offices = useApi().useQuery(
    'get',
    '/Office/company/{id}',
    { params: { path: { id } } },
    { select: (reply) => reply.data },
  );
  return (
    <section className={styles.card} aria-labelledby="company-offices-title">
      <h2 id="company-offices-title" className={styles.cardTitle}>
        Offices
      </h2>
      {offices.isError && (
        <LoadErrorNotice error={offices.error} what="the offices" onRetry={() => void offices.refetch()} />
      )}
      <DataGrid
        columns={OFFICE_COLUMNS}
        rows={offices.data ?? []}
        getRowId={(row) => row.id}
        label="Offices of the company"
        isLoading={offices.isPending}
        error={offices.isError ? 'The offices could not be loaded.' : null}
        onRetry={() => void offices.refetch()}
        emptyState="This company has no offices yet."
        onSelectionChange={(officeId) =>
          navigate(paths.officeProfile.build('contact-info', Number(officeId)))
        }
      />
    </section>
  );
}
