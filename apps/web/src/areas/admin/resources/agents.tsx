// Agents: searched under /main/agents, shown in the grid's detail card, edited on their profile
// (PUT /agents/{id}) and added on Add Agent (POST /agents/add, with their Agent.EZ login; the Agent ID
// the server will give from /agents/nextAgentNum).
import { phoneDigits } from '@balance/domain';
import {
  agentContactErrors,
  agentMembershipErrors,
  AGENT_MESSAGES,
  validateNewAgent,
} from '@balance/domain/agents';
import { Link, StatusPill, type DetailItem } from '@balance/ui';
import { unwrap } from '../../../api/client';
import type { AgentDetail, AgentInput, AgentRow, AgentUpdate } from '../../../api/types';
import { paths } from '../../../app/paths';
import { useAgentId } from '../manage/recordContext';
import { AgentPicker } from './AgentPicker';
import {
  AgentNumber,
  BsfStatusChoice,
  DateField,
  InitialPasswordField,
  MemberTypeChoice,
  OfficeChoice,
  UserNameField,
  type AgentValues,
} from './agentFields';
import type { Resource } from './resource';
import styles from '../manage/manage.module.css';

const EMPTY: AgentValues = {
  agentNum: '',
  firstName: '',
  lastName: '',
  email: '',
  mobilePhone: '',
  officePhone: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  officeId: null,
  memberType: 'Agent',
  gfStatus: 'Current',
  startDate: '',
  licenceNumber: '',
  licenceExpiry: '',
  userName: '',
  initialPassword: '',
};

/** What PUT /agents/{id} takes: the contact and membership fields, trimmed, phones as digits. */
function toUpdate(values: AgentValues): AgentUpdate {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    mobilePhone: phoneDigits(values.mobilePhone),
    officePhone: phoneDigits(values.officePhone),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zip: values.zip.trim(),
    memberType: values.memberType as AgentUpdate['memberType'],
    gfStatus: values.gfStatus as AgentUpdate['gfStatus'],
    startDate: values.startDate,
    licenceNumber: values.licenceNumber.trim(),
    licenceExpiry: values.licenceExpiry,
  };
}

function toInput(values: AgentValues): AgentInput {
  return {
    ...toUpdate(values),
    officeId: values.officeId ?? 0,
    userName: values.userName.trim(),
    initialPassword: values.initialPassword,
  };
}

/** Where the agent belongs and their licence: the detail card and the Membership page show them. */
export function membershipItems(agent: AgentDetail): DetailItem[] {
  return [
    { label: 'Office', value: `${agent.officeNum} · ${agent.officeName}` },
    { label: 'Member Type', value: agent.memberType },
    { label: 'Status', value: agent.activeString },
    { label: 'BSF Status', value: agent.gfStatus },
    { label: 'Start Date', value: agent.startDate, format: 'date' },
    { label: 'Licence Number', value: agent.licenceNumber },
    { label: 'Licence Expiry', value: agent.licenceExpiry, format: 'date' },
  ];
}

export const agentResource: Resource<AgentDetail, AgentValues, AgentRow> = {
  name: 'agents',
  noun: 'Agent',
  search: {
    columns: [
      { key: 'userId', header: 'Agent ID', align: 'end', width: 100 },
      { key: 'name', header: 'Name', width: 200 },
      { key: 'memberType', header: 'Type', width: 120 },
      { key: 'activeString', header: 'Status', width: 110 },
      { key: 'gfStatus', header: 'BSF Status', width: 120 },
      { key: 'officeNum', header: 'Office #', width: 100 },
      { key: 'officeName', header: 'Office Name', width: 200 },
      { key: 'agentStatus', header: 'Team Status', width: 130 },
    ],
    list: (api, call, signal) =>
      call.request.attribute === 'Agent_All'
        ? api.GET('/agents', { params: { query: call.paging }, signal })
        : api.GET('/agents/agentsBy', {
            params: {
              query: { ...call.paging, key: call.request.attribute, search: call.text, ...call.who },
            },
            signal,
          }),
  },
  idOf: (agent) => agent.userId,
  title: (agent) => agent.name,
  heading: (agent) => `${agent.userId} · ${agent.name}`,
  summary: (agent) => (
    <p className={styles.statusLine}>
      Status <StatusPill status={agent.activeString} />
    </p>
  ),
  detail: (agent) => [
    { label: 'Agent ID', value: String(agent.userId) },
    { label: 'Name', value: agent.name },
    { label: 'E-mail', value: agent.email, format: 'email' },
    { label: 'Mobile Phone', value: agent.mobilePhone, format: 'phone' },
    { label: 'Office Phone', value: agent.officePhone, format: 'phone' },
    { label: 'Address', value: agent.address },
    { label: 'City', value: agent.city },
    { label: 'State', value: agent.state },
    { label: 'Zip', value: agent.zip },
    ...membershipItems(agent),
    { label: 'Team', value: agent.teamName ?? 'Not on a team' },
  ],
  page: { href: (id) => paths.agentProfile.build('contact', id), linkLabel: 'Open agent profile' },
  read: async (api, id, signal) =>
    unwrap(await api.GET('/agents/{id}', { params: { path: { id } }, signal })),
  update: async (api, id, values) =>
    unwrap(await api.PUT('/agents/{id}', { params: { path: { id } }, body: toUpdate(values) })),
  create: async (api, values) => unwrap(await api.POST('/agents/add', { body: toInput(values) })),
  mayCreate: (user) => user?.role === 'Super Admin' || user?.role === 'Office Admin',
  form: {
    empty: EMPTY,
    fromRecord: (agent) => ({
      ...EMPTY,
      agentNum: String(agent.userId),
      firstName: agent.firstName,
      lastName: agent.lastName,
      email: agent.email,
      mobilePhone: agent.mobilePhone,
      officePhone: agent.officePhone,
      address: agent.address,
      city: agent.city,
      state: agent.state,
      zip: agent.zip,
      officeId: agent.officeId,
      memberType: agent.memberType,
      gfStatus: agent.gfStatus,
      startDate: agent.startDate,
      licenceNumber: agent.licenceNumber,
      licenceExpiry: agent.licenceExpiry,
      userName: agent.userName ?? '',
    }),
    fields: [
      { kind: 'custom', name: 'agentNum', onCreateOnly: true, render: (p) => <AgentNumber {...p} /> },
      { kind: 'custom', name: 'officeId', onCreateOnly: true, render: (p) => <OfficeChoice {...p} /> },
      { kind: 'text', name: 'firstName', label: 'First Name', isRequired: true, autoComplete: 'off' },
      { kind: 'text', name: 'lastName', label: 'Last Name', isRequired: true, autoComplete: 'off' },
      { kind: 'text', name: 'email', label: 'E-mail', isRequired: true, type: 'email', autoComplete: 'off' },
      { kind: 'text', name: 'mobilePhone', label: 'Mobile Phone', isRequired: true, type: 'tel' },
      { kind: 'text', name: 'officePhone', label: 'Office Phone', type: 'tel' },
      { kind: 'text', name: 'address', label: 'Address', wide: true, autoComplete: 'off' },
      { kind: 'text', name: 'city', label: 'City' },
      { kind: 'text', name: 'state', label: 'State' },
      { kind: 'text', name: 'zip', label: 'Zip' },
      { kind: 'custom', name: 'memberType', render: (p) => <MemberTypeChoice {...p} /> },
      { kind: 'custom', name: 'gfStatus', render: (p) => <BsfStatusChoice {...p} /> },
      {
        kind: 'custom',
        name: 'startDate',
        render: (p) => <DateField {...p} name="startDate" label="Start Date" />,
      },
      { kind: 'text', name: 'licenceNumber', label: 'Licence Number', isRequired: true },
      {
        kind: 'custom',
        name: 'licenceExpiry',
        render: (p) => <DateField {...p} name="licenceExpiry" label="Licence Expiry" />,
      },
      { kind: 'custom', name: 'userName', onCreateOnly: true, render: (p) => <UserNameField {...p} /> },
      {
        kind: 'custom',
        name: 'initialPassword',
        onCreateOnly: true,
        render: (p) => <InitialPasswordField {...p} />,
      },
    ],
    validate: (values) => ({ ...agentContactErrors(values), ...agentMembershipErrors(values) }),
    createValidate: validateNewAgent,
    failure: 'The agent could not be saved. Try again.',
    prefill: {
      when: (values) => values.agentNum === '',
      after: [],
      load: async (api) => {
        const next = unwrap(await api.GET('/agents/nextAgentNum'));
        return { agentNum: String(next.agentId) };
      },
    },
  },
  messages: { updated: AGENT_MESSAGES.agentSaved, created: AGENT_MESSAGES.agentCreated },
  createPage: {
    title: 'Add Agent',
    description: (
      <>
        One agent and their Agent.EZ login. To add many at once, use{' '}
        <Link href={paths.companyMembership.build('import-agent')}>Import Agent File Data</Link>.
      </>
    ),
    label: 'New agent',
    submitLabel: 'Save Agent',
    forbidden: 'You do not have permission to add agents.',
    created: (agent) => `${AGENT_MESSAGES.agentCreated} (${agent.userId} · ${agent.name})`,
    landing: (agent) => paths.agentProfile.build('contact', agent.userId),
  },
  context: {
    useId: useAgentId,
    Picker: AgentPicker,
    chooseFirst: 'Type an agent’s name above, or select one in the agents grid.',
  },
  lists: [['get', '/agents/InternalAgentDropdown'], ['agent-picker']],
};
