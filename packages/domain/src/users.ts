// Users and teams: who may grant which role, the new-user rules and team membership, shared by the
// admin forms and the mock so that both refuse the same things.
import { emailError } from './contact';
import { ROLE_IDS, type Role } from './enums';
import { isCommonPassword, isPasswordValid } from './password';
import { MESSAGES } from './messages';

export const USER_MESSAGES = {
  userCreated: 'User saved',
  userUpdated: 'User updated',
  userLocked: 'User locked: they can no longer log in.',
  userUnlocked: 'User unlocked: they can log in again.',
  roleChanged: 'Role changed',
  resetSent: 'A password-reset e-mail has been sent to the user.',
  setPasswordSent: 'User saved. A set-password e-mail has been sent to them.',
  superAdminOnly: 'Only a Super Admin can grant the Super Admin role.',
  otherOffice: 'You can only manage users of your own office.',
  agentRoleFixed: "An agent's login keeps the Agent role; staff get a user of their own.",
  agentEmailUnknown: 'An Agent login is for an agent of the office: use that agent’s e-mail.',
  userNameTaken: 'This user name is already taken.',
  userNameInvalid: 'User Name may use letters, digits and . _ - (3 to 40 characters)',
  notYourself: 'You cannot lock or change the role of your own user.',
  commonPassword: 'This password is too common and easy to guess. Choose a different one.',
  teamSaved: 'Team saved',
  memberAdded: 'Member added',
  memberRemoved: 'Member removed',
  memberNotAgent: 'A member must be an active agent of the team’s office.',
  memberOnOtherTeam: 'This agent is already on another team.',
  leaderStays: 'The team leader stays a member; choose another leader first.',
  leaderNotMember: 'The team leader must be a member of the team.',
} as const;

/** Status as the user grid and card show it: a locked user may not log in. */
export function userStatusText(active: boolean): 'Active' | 'Locked' {
  return active ? 'Active' : 'Locked';
}

/** The roles a user acting as `actor` may grant: never a level above their own. */
export function mayGrantRole(actor: Role, role: Role): boolean {
  return ROLE_IDS[role] >= ROLE_IDS[actor];
}

/** Whether a user's role may change from → to: an agent's login is tied to its agent record. */
export function roleChangeError(from: Role, to: Role): string | null {
  if (from === to) return null;
  return from === 'Agent' || to === 'Agent' ? USER_MESSAGES.agentRoleFixed : null;
}

const USER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{2,39}$/;

export function userNameError(value: string): string | null {
  if (value.trim() === '') return MESSAGES.userNameRequired;
  return USER_NAME.test(value.trim()) ? null : USER_MESSAGES.userNameInvalid;
}

/** A password set when the user is created: blank (a set-password e-mail goes out) or the shared rule. */
export function initialPasswordError(value: string): string | null {
  if (value === '') return null;
  if (!isPasswordValid(value)) return MESSAGES.passwordRule;
  if (isCommonPassword(value)) return USER_MESSAGES.commonPassword;
  return null;
}

export type NewUserFields = {
  userName: string;
  name: string;
  email: string;
  role: Role | '';
  officeId: number | null;
  password: string;
};

/** The new-user rules, by field name, as the form and POST /Users apply them. */
export function newUserErrors(values: NewUserFields): Partial<Record<keyof NewUserFields, string>> {
  const errors: Partial<Record<keyof NewUserFields, string>> = {};
  const userName = userNameError(values.userName);
  if (userName) errors.userName = userName;
  if (values.name.trim() === '') errors.name = 'Name is required';
  const email = values.email.trim() === '' ? 'E-mail is required' : emailError(values.email);
  if (email) errors.email = email;
  if (values.role === '') errors.role = 'Role is required';
  if (values.role !== 'Super Admin' && values.role !== '' && values.officeId === null)
    errors.officeId = 'Office is required';
  const password = initialPasswordError(values.password);
  if (password) errors.password = password;
  return errors;
}
