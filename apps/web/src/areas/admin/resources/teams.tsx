// Teams: found in the users tab (Team attributes, own grid columns), opened on the team page
// (/main/teams/profile/profile?teamId=) where name, leader and status are edited (PUT /teams/{id}) and
// members added and removed; added on Add Team (POST /teams).
import { useLocation } from 'wouter';
import { USER_MESSAGES } from '@balance/domain';
import { Button, StatusPill } from '@balance/ui';
import { unwrap } from '../../../api/client';
import type { TeamDetail, TeamRow } from '../../../api/types';
import type { FormErrors } from '../../../app/forms';
import { paths } from '../../../app/paths';
import { selectedTeamIdState } from '../../../states/selectedPeopleState';
import { useRecordId } from '../manage/recordContext';
import type { Resource } from './resource';
import { fieldQuery } from './search';
import { LeaderChoice, readTeam, TeamOfficeChoice } from './teamFields';
import styles from '../manage/manage.module.css';

export type TeamValues = {
  teamId: number | null;
  name: string;
  officeId: number | null;
  leaderId: number | null;
  active: boolean;
};

const EMPTY: TeamValues = { teamId: null, name: '', officeId: null, leaderId: null, active: true };

export function validateTeam(values: TeamValues): FormErrors<keyof TeamValues> {
  const errors: FormErrors<keyof TeamValues> = {};
  if (values.name.trim() === '') errors.name = 'Team Name is required';
  if (values.officeId === null) errors.officeId = 'Office is required';
  if (values.leaderId === null) errors.leaderId = 'Team Leader is required';
  return errors;
}

function OpenTeam({ id }: { id: number }) {
  const [, navigate] = useLocation();
  return (
    <Button size="sm" variant="ghost" onPress={() => navigate(paths.teamProfile.build('profile', id))}>
      Open the team page to add members
    </Button>
  );
}

export const useTeamId = () => useRecordId('teamId', selectedTeamIdState);

export const teamResource: Resource<TeamDetail, TeamValues, TeamRow> = {
  name: 'teams',
  section: 'users',
  noun: 'Team',
  search: {
    columns: [
      { key: 'id', header: 'Team ID', align: 'end', width: 90 },
      { key: 'name', header: 'Team Name', width: 220 },
      { key: 'leaderName', header: 'Team Leader', width: 180 },
      { key: 'officeNum', header: 'Office #', width: 100 },
      { key: 'officeName', header: 'Team Office', width: 180 },
      { key: 'memberCount', header: 'Members', format: 'number', width: 100 },
      { key: 'active', header: 'Active', format: 'boolean', width: 90 },
    ],
    list: (api, call, signal) => api.GET('/teams/search', { params: { query: fieldQuery(call) }, signal }),
  },
  idOf: (team) => team.id,
  title: (team) => team.name,
  summary: (team) => (
    <p className={styles.statusLine}>
      Status <StatusPill status={team.active ? 'Active' : 'Inactive'} />
    </p>
  ),
  detail: (team) => [
    { label: 'Team ID', value: String(team.id) },
    { label: 'Team Name', value: team.name },
    { label: 'Office', value: `${team.officeNum} · ${team.officeName}` },
    { label: 'Team Leader', value: team.leaderName },
    { label: 'Members', value: team.members.length, format: 'number' },
    { label: 'Status', value: team.active ? 'Active' : 'Inactive' },
  ],
  page: { href: (id) => paths.teamProfile.build('profile', id), linkLabel: 'Open team page' },
  read: (api, id, signal) => readTeam(api, id, signal),
  update: async (api, id, values) =>
    unwrap(
      await api.PUT('/teams/{id}', {
        params: { path: { id } },
        body: { name: values.name.trim(), leaderId: values.leaderId ?? 0, active: values.active },
      }),
    ),
  create: async (api, values) =>
    unwrap(
      await api.POST('/teams', {
        body: {
          name: values.name.trim(),
          officeId: values.officeId ?? 0,
          leaderId: values.leaderId ?? 0,
          active: values.active,
        },
      }),
    ),
  mayCreate: (user) => user?.role === 'Super Admin' || user?.role === 'Office Admin',
  form: {
    empty: EMPTY,
    fromRecord: (team) => ({
      teamId: team.id,
      name: team.name,
      officeId: team.officeId,
      leaderId: team.leaderId,
      active: team.active,
    }),
    fields: [
      { kind: 'text', name: 'name', label: 'Team Name', isRequired: true, wide: true },
      {
        kind: 'custom',
        name: 'officeId',
        onCreateOnly: true,
        render: (props) => <TeamOfficeChoice {...props} />,
      },
      { kind: 'custom', name: 'leaderId', render: (props) => <LeaderChoice {...props} /> },
      { kind: 'checkbox', name: 'active', label: 'Active' },
    ],
    validate: validateTeam,
    failure: 'The team could not be saved. Try again.',
  },
  messages: { updated: USER_MESSAGES.teamSaved, created: USER_MESSAGES.teamSaved },
  createPage: {
    title: 'Add Team',
    description: 'A team of one office, led by one of its agents. Members are added on the team page.',
    label: 'New team',
    submitLabel: 'Save Team',
    forbidden: 'You do not have permission to add teams.',
    created: (team) => (
      <>
        {USER_MESSAGES.teamSaved} ({team.name}). <OpenTeam id={team.id} />
      </>
    ),
  },
  context: {
    useId: useTeamId,
    chooseFirst:
      'Search teams in the users tab (Teams, Team Name, Team Leader or Team Office) and select one.',
  },
  // A team's members show as Team Status in the agent grid, and the free agents change with them.
  lists: [
    ['search', { selection: 'agents' }],
    ['get', '/teams/candidates'],
  ],
};
