// The Add User form's choices: the roles the server lists for the caller (never Super Admin for an
// Office Admin), the office (an Office Admin's own only) and an optional first password.
import { useAtomValue } from 'jotai';
import type { Role } from '@balance/domain';
import { PasswordField, Select } from '@balance/ui';
import { useApi } from '../../../api/DataLayer';
import { userSettingsState } from '../../../states/userSettingsState';
import type { CustomFieldProps } from './resource';

export type UserChoiceValues = { role: Role | ''; officeId: number | null; password: string };

/** The roles the caller may grant, as `/user/populateRoles` lists them. */
export function useRoles() {
  return useApi().useQuery('get', '/user/populateRoles', {}, { select: (reply) => reply.data });
}

export function RoleChoice<Values extends UserChoiceValues>({ values, change }: CustomFieldProps<Values>) {
  const roles = useRoles();
  return (
    <Select
      label="Role"
      name="role"
      isRequired
      items={(roles.data ?? []).map((role) => ({ id: role.name, label: role.name }))}
      selectedKey={values.role === '' ? null : values.role}
      onSelectionChange={(key) => key && change({ role: String(key) as Role } as Partial<Values>)}
      placeholder={roles.isPending ? 'Loading…' : 'Choose a role'}
      description={roles.isError ? 'Roles could not be loaded.' : undefined}
    />
  );
}

/** The office of a new user; an Office Admin can only choose their own. */
export function UserOfficeChoice<Values extends UserChoiceValues>({
  values,
  change,
}: CustomFieldProps<Values>) {
  const user = useAtomValue(userSettingsState);
  const offices = useApi().useQuery('get', '/office/GetOffices', {}, { select: (reply) => reply.data });
  const own = user?.role === 'Super Admin' ? null : (user?.officeID ?? null);
  const items = (offices.data ?? [])
    .filter((office) => own === null || office.id === own)
    .map((office) => ({ id: String(office.id), label: `${office.officeNum} · ${office.called}` }));
  return (
    <Select
      label="Office"
      name="officeId"
      isRequired={values.role !== 'Super Admin'}
      items={items}
      selectedKey={values.officeId === null ? null : String(values.officeId)}
      onSelectionChange={(key) => key && change({ officeId: Number(key) } as Partial<Values>)}
      placeholder={offices.isPending ? 'Loading…' : 'Choose an office'}
      description={
        offices.isError
          ? 'Offices could not be loaded.'
          : values.role === 'Super Admin'
            ? 'A Super Admin works across offices; the office is optional.'
            : undefined
      }
    />
  );
}

export function InitialPassword<Values extends UserChoiceValues>({
  values,
  change,
}: CustomFieldProps<Values>) {
  return (
    <PasswordField
      label="Password (optional)"
      name="password"
      value={values.password}
      onChange={(password) => change({ password } as Partial<Values>)}
      autoComplete="new-password"
      description="Leave blank to e-mail the user a link to set their own password."
      refuseCommon
    />
  );
}
