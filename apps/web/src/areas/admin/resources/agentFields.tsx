// The agent form's own fields: choices (office, member type, BSF status), dates, and the Agent.EZ
// login of a new agent. Messages reach them through the form's validationErrors, by name.
import { AGENT_BSF_STATUSES, AGENT_MEMBER_TYPES, type AgentFormValues } from '@balance/domain/agents';
import { DatePicker, PasswordField, Select, TextField } from '@balance/ui';
import { useApi } from '../../../api/DataLayer';
import { toCalendar } from '../manage/officeContractForm';
import type { CustomFieldProps } from './resource';

export type AgentValues = AgentFormValues & {
  /** The Agent ID the server will give the new agent (shown, not sent). */
  agentNum: string;
};

type Props = CustomFieldProps<AgentValues>;

export function OfficeChoice({ values, change }: Props) {
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
      onSelectionChange={(key) => key && change({ officeId: Number(key) })}
      placeholder={offices.isPending ? 'Loading…' : 'Choose an office'}
      description={offices.isError ? 'Offices could not be loaded.' : undefined}
    />
  );
}

export function MemberTypeChoice({ values, change }: Props) {
  return (
    <Select
      label="Member Type"
      name="memberType"
      isRequired
      items={AGENT_MEMBER_TYPES.map((type) => ({ id: type, label: type }))}
      selectedKey={values.memberType || null}
      onSelectionChange={(key) => key && change({ memberType: key })}
      placeholder="Choose a type"
    />
  );
}

export function BsfStatusChoice({ values, change }: Props) {
  return (
    <Select
      label="BSF Status"
      name="gfStatus"
      isRequired
      items={AGENT_BSF_STATUSES.filter((status) => status !== 'Inactive').map((status) => ({
        id: status,
        label: status,
      }))}
      selectedKey={values.gfStatus === 'Inactive' ? null : values.gfStatus || null}
      onSelectionChange={(key) => key && change({ gfStatus: key })}
      placeholder={values.gfStatus === 'Inactive' ? 'Inactive (reactivate first)' : 'Choose a status'}
      isDisabled={values.gfStatus === 'Inactive'}
    />
  );
}

export function DateField({
  values,
  change,
  name,
  label,
}: Props & { name: 'startDate' | 'licenceExpiry'; label: string }) {
  return (
    <DatePicker
      label={label}
      name={name}
      isRequired
      value={toCalendar(values[name])}
      onChange={(value) => change({ [name]: value ? value.toString() : '' })}
    />
  );
}

export function AgentNumber({ values }: Props) {
  return (
    <TextField
      label="Agent ID"
      name="agentNum"
      value={values.agentNum}
      isReadOnly
      description="Given by the server when the agent is saved."
    />
  );
}

export function UserNameField({ values, change }: Props) {
  return (
    <TextField
      label="Agent.EZ User Name"
      name="userName"
      isRequired
      autoComplete="off"
      value={values.userName}
      onChange={(userName) => change({ userName })}
    />
  );
}

export function InitialPasswordField({ values, change }: Props) {
  return (
    <PasswordField
      label="Initial Password"
      name="initialPassword"
      refuseCommon
      autoComplete="new-password"
      // Required by the form's rules (validateNewAgent): the field's own required check would show
      // its message before anything was typed.
      description="Required. Give it to the agent in person; Agent.EZ asks them to choose their own at the first login."
      value={values.initialPassword}
      onChange={(initialPassword) => change({ initialPassword })}
    />
  );
}
