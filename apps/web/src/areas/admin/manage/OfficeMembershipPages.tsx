// The offices sidebar's Membership pages: the selected office's agents, teams and users in a grid, as
// the companies sidebar's Offices page lists a company's offices. A team or user row opens its page.
import { useLocation } from 'wouter';
import { DataGrid, type ColumnDef } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { readList, type AppApiClient } from '../../../api/client';
import type { AgentRow, OfficeDetail, TeamRow, UserRow } from '../../../api/types';
import { useApiQuery } from '../../../api/useApiQuery';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { paths } from '../../../app/paths';
import { agentResource } from '../resources/agents';
import { useRecord } from '../resources/controllers';
import { officeResource } from '../resources/offices';
import { teamResource } from '../resources/teams';
import { userResource } from '../resources/users';
import { OfficePage } from './OfficePages';
import styles from './manage.module.css';

/** The most rows a membership page shows; the admin search pages through the rest. */
const LIMIT = 100;

type Kind<Row> = {
  title: string;
  description: string;
  noun: string;
  columns: ColumnDef<Row>[];
  idOf: (row: Row) => number;
  /** The office's records, by its number and name as the search attributes match offices. */
  list: (api: AppApiClient, office: string, signal: AbortSignal) => ReturnType<typeof fetchList<Row>>;
  open?: (id: number) => string;
};

async function fetchList<Row>(reply: Parameters<typeof readList<Row>>[0]) {
  const list = readList(reply);
  return { rows: list.rows, total: list.pagination?.totalCount ?? list.rows.length };
}

const query = { pageSize: LIMIT, pageNumber: 1 };
const officeText = (office: OfficeDetail) => `${office.officeNum} ${office.called}`;

const AGENTS: Kind<AgentRow> = {
  title: 'Office Agents',
  description: 'The agents of the office. Choose one to open their profile.',
  noun: 'agents',
  columns: agentResource.search.columns,
  idOf: (row) => row.userId,
  list: async (api, office, signal) =>
    fetchList(
      await api.GET('/agents/agentsBy', {
        params: { query: { ...query, key: 'Agent_Office', search: office } },
        signal,
      }),
    ),
  open: (id) => paths.agentProfile.build('contact', id),
};

const TEAMS: Kind<TeamRow> = {
  title: 'Office Teams',
  description: 'The teams of the office. Choose one to open its team page.',
  noun: 'teams',
  columns: teamResource.search.columns,
  idOf: (row) => row.id,
  list: async (api, office, signal) =>
    fetchList(
      await api.GET('/teams/search', {
        params: { query: { ...query, searchField: 'Team_Office', searchText: office } },
        signal,
      }),
    ),
  open: (id) => paths.teamProfile.build('profile', id),
};

const USERS: Kind<UserRow> = {
  title: 'Office Users',
  description: 'The back-office logins of the office. Choose one to open their profile.',
  noun: 'users',
  columns: userResource.search.columns,
  idOf: (row) => row.userId,
  list: async (api, office, signal) =>
    fetchList(
      await api.GET('/Users/search', {
        params: { query: { ...query, searchField: 'User_Office', searchText: office } },
        signal,
      }),
    ),
  open: (id) => paths.userProfile.build('profile', id),
};

function MembershipPage<Row extends object>({ kind }: { kind: Kind<Row> }) {
  return (
    <OfficePage title={kind.title} description={kind.description}>
      {(id) => <OfficeMembers key={id} id={id} kind={kind} />}
    </OfficePage>
  );
}

function OfficeMembers<Row extends object>({ id, kind }: { id: number; kind: Kind<Row> }) {
  const api = useApiClient();
  const [, navigate] = useLocation();
  const office = useRecord(officeResource, id);
  const text = office.data ? officeText(office.data) : null;
  const list = useApiQuery(text === null ? null : ['office-members', kind.noun, id, text], (signal) =>
    kind.list(api, text ?? '', signal),
  );
  const error = office.status === 'error' ? office.error : list.status === 'error' ? list.error : null;
  const retry = office.status === 'error' ? office.reload : list.reload;
  const titleId = `office-${kind.noun}-title`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {office.data ? `${kind.title}: ${office.data.called}` : kind.title}
      </h2>
      {error !== null && <LoadErrorNotice error={error} what={`the ${kind.noun}`} onRetry={retry} />}
      {list.data && list.data.total > list.data.rows.length && (
        <p className={styles.description}>
          The first {list.data.rows.length} of {list.data.total} {kind.noun}; the admin search pages through
          them all.
        </p>
      )}
      <DataGrid
        columns={kind.columns}
        rows={list.data?.rows ?? []}
        getRowId={kind.idOf}
        label={`${kind.title}`}
        isLoading={!list.data && error === null}
        error={error !== null ? `The ${kind.noun} could not be loaded.` : null}
        onRetry={retry}
        emptyState={`This office has no ${kind.noun}.`}
        {...(kind.open ? { onSelectionChange: (rowId) => navigate(kind.open?.(Number(rowId)) ?? '') } : {})}
      />
    </section>
  );
}

export const OfficeAgentsPage = () => <MembershipPage kind={AGENTS} />;
export const OfficeTeamsPage = () => <MembershipPage kind={TEAMS} />;
export const OfficeUsersPage = () => <MembershipPage kind={USERS} />;
