// Users: the logins of the back office, searched under /main/users, opened on their profile
// (/main/users/profile/profile?userId=) where name and e-mail are edited (PUT /Users/{id}) and the
// role, lock and reset e-mail are actions; added on Add User (POST /Users).
import { useLocation } from 'wouter';
import { emailError, newUserErrors, USER_MESSAGES, type NewUserFields, type Role } from '@balance/domain';
import { Button, StatusPill } from '@balance/ui';
import { unwrap } from '../../../api/client';
import type { UserCreate, UserDetail, UserRow } from '../../../api/types';
import type { FormErrors } from '../../../app/forms';
import { paths } from '../../../app/paths';
import { selectedUserIdState } from '../../../states/selectedPeopleState';
import { useRecordId } from '../manage/recordContext';
import type { Resource } from './resource';
import { fieldQuery } from './search';
import { InitialPassword, RoleChoice, UserOfficeChoice } from './userFields';
import styles from '../manage/manage.module.css';

/** One form for both pages: the profile edits name and e-mail, Add User the rest too. */
export type UserValues = NewUserFields;

const EMPTY: UserValues = { userName: '', name: '', email: '', role: '', officeId: null, password: '' };

export function validateUser(values: UserValues): FormErrors<keyof UserValues> {
  return newUserErrors(values);
}

/** The profile's edit form checks only what it sends. */
function validateProfile(values: UserValues): FormErrors<keyof UserValues> {
  const errors: FormErrors<keyof UserValues> = {};
  if (values.name.trim() === '') errors.name = 'Name is required';
  const email = values.email.trim() === '' ? 'E-mail is required' : emailError(values.email);
  if (email) errors.email = email;
  return errors;
}

function toCreate(values: UserValues): UserCreate {
  return {
    userName: values.userName.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role as Role,
    officeId: values.officeId,
    ...(values.password ? { password: values.password } : {}),
  };
}

function OpenProfile({ id }: { id: number }) {
  const [, navigate] = useLocation();
  return (
    <Button size="sm" variant="ghost" onPress={() => navigate(paths.userProfile.build('profile', id))}>
      Open their profile
    </Button>
  );
}

export const useUserId = () => useRecordId('userId', selectedUserIdState);

export const userResource: Resource<UserDetail, UserValues, UserRow> = {
  name: 'users',
  noun: 'User',
  search: {
    columns: [
      { key: 'userId', header: 'User ID', align: 'end', width: 100 },
      { key: 'userName', header: 'User Name', width: 150 },
      { key: 'name', header: 'Name', width: 180 },
      { key: 'email', header: 'E-mail', width: 240 },
      { key: 'role', header: 'Role', width: 130 },
      { key: 'officeName', header: 'Office', width: 180 },
      { key: 'active', header: 'Active', format: 'boolean', width: 90 },
      { key: 'lastLoginAt', header: 'Last Login', format: 'date', width: 130 },
    ],
    list: (api, call, signal) => api.GET('/Users/search', { params: { query: fieldQuery(call) }, signal }),
  },
  idOf: (user) => user.userId,
  title: (user) => user.name,
  heading: (user) => `${user.name} (${user.userName})`,
  summary: (user) => (
    <p className={styles.statusLine}>
      Status <StatusPill status={user.status} />
    </p>
  ),
  detail: (user) => [
    { label: 'User ID', value: String(user.userId) },
    { label: 'User Name', value: user.userName },
    { label: 'Name', value: user.name },
    { label: 'E-mail', value: user.email, format: 'email' },
    { label: 'Role', value: user.role },
    { label: 'Office', value: user.officeName ? `${user.officeNum ?? ''} · ${user.officeName}` : '—' },
    { label: 'Status', value: user.status },
    { label: 'Last Login', value: user.lastLoginAt, format: 'date' },
  ],
  page: { href: (id) => paths.userProfile.build('profile', id), linkLabel: 'Open user profile' },
  read: async (api, id, signal) => unwrap(await api.GET('/Users/{id}', { params: { path: { id } }, signal })),
  update: async (api, id, values) =>
    unwrap(
      await api.PUT('/Users/{id}', {
        params: { path: { id } },
        body: { name: values.name.trim(), email: values.email.trim() },
      }),
    ),
  create: async (api, values) => unwrap(await api.POST('/Users', { body: toCreate(values) })),
  mayCreate: (user) => user?.role === 'Super Admin' || user?.role === 'Office Admin',
  form: {
    empty: EMPTY,
    fromRecord: (user) => ({
      userName: user.userName,
      name: user.name,
      email: user.email,
      role: user.role,
      officeId: user.officeId,
      password: '',
    }),
    fields: [
      { kind: 'text', name: 'userName', label: 'User Name', isRequired: true, fixedAfterCreate: true },
      { kind: 'text', name: 'name', label: 'Name', isRequired: true, autoComplete: 'off' },
      { kind: 'text', name: 'email', label: 'E-mail', isRequired: true, type: 'email', autoComplete: 'off' },
      { kind: 'custom', name: 'role', onCreateOnly: true, render: (props) => <RoleChoice {...props} /> },
      {
        kind: 'custom',
        name: 'officeId',
        onCreateOnly: true,
        render: (props) => <UserOfficeChoice {...props} />,
      },
      {
        kind: 'custom',
        name: 'password',
        onCreateOnly: true,
        render: (props) => <InitialPassword {...props} />,
      },
    ],
    validate: validateProfile,
    createValidate: validateUser,
    failure: 'The user could not be saved. Try again.',
  },
  messages: { updated: USER_MESSAGES.userUpdated, created: USER_MESSAGES.userCreated },
  createPage: {
    title: 'Add User',
    description:
      'A new back-office login. Set a first password here, or leave it blank and the user gets an e-mail to set their own.',
    label: 'New user',
    submitLabel: 'Save User',
    forbidden: 'You do not have permission to add users.',
    created: (user, values) => (
      <>
        {values.password ? `${USER_MESSAGES.userCreated} (${user.userName}).` : USER_MESSAGES.setPasswordSent}{' '}
        <OpenProfile id={user.userId} />
      </>
    ),
  },
  context: {
    useId: useUserId,
    chooseFirst: 'Select a user in the users grid to open their profile.',
  },
  lists: [],
};
