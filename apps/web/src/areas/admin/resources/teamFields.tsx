// The team form's choices: the office (new teams only; an Office Admin's offices as the server scopes
// them) and the leader, one of the team's members, or for a new team an agent of the office on no team.
import { Select } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap, type AppApiClient } from '../../../api/client';
import { useApi } from '../../../api/DataLayer';
import type { TeamDetail } from '../../../api/types';
import { useApiQuery } from '../../../api/useApiQuery';
import { recordKey } from './controllers';
import type { CustomFieldProps } from './resource';

export async function readTeam(api: AppApiClient, id: number, signal?: AbortSignal): Promise<TeamDetail> {
  return unwrap(await api.GET('/teams/{id}', { params: { path: { id } }, signal }));
}

/** The team record (the same cache entry as its page and detail card). */
export function useTeam(id: number | null) {
  const api = useApiClient();
  return useApiQuery<TeamDetail>(id === null ? null : recordKey({ name: 'teams' }, id), (signal) =>
    readTeam(api, id as number, signal),
  );
}

export type TeamChoiceValues = { teamId: number | null; officeId: number | null; leaderId: number | null };

export function TeamOfficeChoice<Values extends TeamChoiceValues>({
  values,
  change,
}: CustomFieldProps<Values>) {
  const offices = useApi().useQuery('get', '/office/GetOffices', {}, { select: (reply) => reply.data });
  return (
    <Select
      label="Office"
      name="officeId"
      isRequired
      items={(offices.data ?? []).map((office) => ({
        id: String(office.id),
        label: `${office.officeNum} · ${office.called}`,
      }))}
      selectedKey={values.officeId === null ? null : String(values.officeId)}
      onSelectionChange={(key) => key && change({ officeId: Number(key), leaderId: null } as Partial<Values>)}
      placeholder={offices.isPending ? 'Loading…' : 'Choose an office'}
      description={offices.isError ? 'Offices could not be loaded.' : undefined}
    />
  );
}

/** The office's agents who are on no team (leader and member choices). */
export function useTeamCandidates(officeId: number | null) {
  return useApi().useQuery(
    'get',
    '/teams/candidates',
    { params: { query: { officeId: officeId ?? 0 } } },
    { select: (reply) => reply.data, enabled: officeId !== null },
  );
}

export function LeaderChoice<Values extends TeamChoiceValues>({ values, change }: CustomFieldProps<Values>) {
  const team = useTeam(values.teamId);
  const candidates = useTeamCandidates(values.teamId === null ? values.officeId : null);
  const items =
    values.teamId === null
      ? (candidates.data ?? []).map((agent) => ({ id: String(agent.userId), label: agent.name }))
      : (team.data?.members ?? []).map((member) => ({ id: String(member.userId), label: member.name }));
  const isLoading = values.teamId === null ? candidates.isFetching : team.status === 'loading';
  return (
    <Select
      label="Team Leader"
      name="leaderId"
      isRequired
      items={items}
      selectedKey={values.leaderId === null ? null : String(values.leaderId)}
      onSelectionChange={(key) => key && change({ leaderId: Number(key) } as Partial<Values>)}
      placeholder={
        isLoading ? 'Loading…' : values.officeId === null ? 'Choose the office first' : 'Choose the leader'
      }
      isDisabled={values.officeId === null}
      description={
        values.teamId === null
          ? 'An active agent of the office who is on no team; they become its first member.'
          : 'One of the team’s members.'
      }
    />
  );
}
