// Agent membership rules shared by the admin forms and the mock: member types, BSF statuses, the Add
// Agent form, deactivation, moving an agent to another office and the per-agent Agent.EZ access.
import { emailError, phoneDigits, phoneError, zipError } from './contact';
import { isCommonPassword, isPasswordValid } from './password';
import { MESSAGES } from './messages';

/** The member types an agent can have (the agent file import takes the same list). */
export const AGENT_MEMBER_TYPES = ['Agent', 'Broker', 'Associate Broker', 'Referral Agent'] as const;
export type AgentMemberType = (typeof AGENT_MEMBER_TYPES)[number];

/** The grid's BSF Status column (gfStatus on the wire); an inactive agent is always 'Inactive'. */
export const AGENT_BSF_STATUSES = ['Current', 'Past Due', 'Exempt', 'Inactive'] as const;
export type AgentBsfStatus = (typeof AGENT_BSF_STATUSES)[number];

export const AGENT_MESSAGES = {
  agentSaved: 'Agent saved',
  agentCreated: 'New agent saved',
  duplicateEmail: 'An agent with this e-mail already exists',
  duplicateLicence: 'An agent with this licence number already exists',
  userNameTaken: 'This user name is already taken',
  deactivated: 'Agent deactivated',
  reactivated: 'Agent reactivated',
  moved: 'Agent moved',
  accessSaved: 'Agent.EZ access saved',
  /** Said at the Agent.EZ login to an agent whose membership is deactivated (after the password matched). */
  deactivatedLogin: MESSAGES.agentDeactivated,
  reasonRequired: 'Reason is required',
  effectiveDateRequired: 'Effective Date is required',
  sameOffice: 'The agent is already in this office',
  alreadyActive: 'The agent is already active',
  alreadyInactive: 'The agent is already inactive',
} as const;

/** Licence numbers: 4 to 20 letters, digits or dashes. */
export const LICENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,18}[A-Za-z0-9]$/;
export const USER_NAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The message for a typed licence number, or null when blank or valid. */
export function licenceNumberError(value: string): string | null {
  const licence = value.trim();
  return licence === '' || LICENCE_PATTERN.test(licence)
    ? null
    : 'Enter a licence number of 4 to 20 letters, digits or dashes';
}

export type AgentFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
  officePhone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  officeId: number | null;
  memberType: string;
  gfStatus: string;
  startDate: string;
  licenceNumber: string;
  licenceExpiry: string;
  userName: string;
  initialPassword: string;
};

type Errors<K extends string> = Partial<Record<K, string>>;

/** The contact part (the profile's Contact page and the Add Agent form). */
export function agentContactErrors(values: AgentFormValues): Errors<keyof AgentFormValues> {
  const errors: Errors<keyof AgentFormValues> = {};
  if (values.firstName.trim() === '') errors.firstName = 'First Name is required';
  if (values.lastName.trim() === '') errors.lastName = 'Last Name is required';
  const email =
    values.email.trim() === '' ? 'E-mail is required' : emailError(values.email, 'name@example.com');
  if (email) errors.email = email;
  const mobile =
    phoneDigits(values.mobilePhone) === '' ? 'Mobile Phone is required' : phoneError(values.mobilePhone);
  if (mobile) errors.mobilePhone = mobile;
  const office = phoneError(values.officePhone);
  if (office) errors.officePhone = office;
  const zip = zipError(values.zip);
  if (zip) errors.zip = zip;
  return errors;
}

/** The membership part: member type, BSF status, start date and licence. */
export function agentMembershipErrors(values: AgentFormValues): Errors<keyof AgentFormValues> {
  const errors: Errors<keyof AgentFormValues> = {};
  if (!AGENT_MEMBER_TYPES.some((t) => t === values.memberType)) errors.memberType = 'Member Type is required';
  if (!AGENT_BSF_STATUSES.some((s) => s === values.gfStatus)) errors.gfStatus = 'BSF Status is required';
  if (!DATE.test(values.startDate)) errors.startDate = 'Start Date is required';
  const licence =
    values.licenceNumber.trim() === ''
      ? 'Licence Number is required'
      : licenceNumberError(values.licenceNumber);
  if (licence) errors.licenceNumber = licence;
  if (!DATE.test(values.licenceExpiry)) errors.licenceExpiry = 'Licence Expiry is required';
  else if (DATE.test(values.startDate) && values.licenceExpiry < values.startDate)
    errors.licenceExpiry = 'Licence Expiry must not be before the Start Date';
  return errors;
}

/** The Agent.EZ login made with a new agent: a user name and an initial password under the shared rule. */
export function agentLoginErrors(values: AgentFormValues): Errors<keyof AgentFormValues> {
  const errors: Errors<keyof AgentFormValues> = {};
  if (values.userName.trim() === '') errors.userName = MESSAGES.userNameRequired;
  else if (!USER_NAME_PATTERN.test(values.userName.trim()))
    errors.userName = 'Use 3 to 50 letters, digits, dots, dashes or underscores';
  if (values.initialPassword === '') errors.initialPassword = 'Initial Password is required';
  else if (!isPasswordValid(values.initialPassword)) errors.initialPassword = MESSAGES.passwordRule;
  else if (isCommonPassword(values.initialPassword))
    errors.initialPassword = 'This password is too common. Choose another one.';
  return errors;
}

/** Every rule of Add Agent. */
export function validateNewAgent(values: AgentFormValues): Errors<keyof AgentFormValues> {
  const errors = {
    ...agentContactErrors(values),
    ...agentMembershipErrors(values),
    ...agentLoginErrors(values),
  };
  if (values.officeId === null) errors.officeId = 'Office is required';
  return errors;
}

export type AgentStatusAction = 'deactivate' | 'reactivate';

export type AgentStatusValues = { reason: string; effectiveDate: string };

/**
 * Deactivating or reactivating needs a reason and an effective date. The change takes effect when it is
 * made, so the date may not be in the future (nor before the agent started).
 */
export function agentStatusErrors(
  values: AgentStatusValues,
  bounds: { today: string; startDate: string },
): Errors<keyof AgentStatusValues> {
  const errors: Errors<keyof AgentStatusValues> = {};
  if (values.reason.trim() === '') errors.reason = AGENT_MESSAGES.reasonRequired;
  else if (values.reason.trim().length > 500) errors.reason = 'Reason must be at most 500 characters';
  if (!DATE.test(values.effectiveDate)) errors.effectiveDate = AGENT_MESSAGES.effectiveDateRequired;
  else if (values.effectiveDate > bounds.today)
    errors.effectiveDate = 'Effective Date cannot be in the future';
  else if (values.effectiveDate < bounds.startDate)
    errors.effectiveDate = 'Effective Date cannot be before the Start Date';
  return errors;
}

/** The BSF status that goes with a status change: inactive agents are 'Inactive', reactivated ones 'Current'. */
export function bsfStatusAfter(action: AgentStatusAction): AgentBsfStatus {
  return action === 'deactivate' ? 'Inactive' : 'Current';
}

/**
 * What moving an agent to another office does (docs/product.md#moving-an-agent):
 * - the team is left: a team belongs to one office;
 * - the commission plan stays when the new office is in the same company, else the agent goes on
 *   the new company's default plan until an admin picks another (plans belong to a company);
 * - the per-agent Agent.EZ overrides are dropped: the new office's Agent.EZ setup decides the rail;
 * - the status, licence, start date and history stay; the move is written to the history.
 */
export type AgentMoveOutcome = {
  leavesTeam: boolean;
  keepsPlan: boolean;
  resetsAccess: true;
};

export function agentMoveOutcome(move: {
  fromCompanyId: number;
  toCompanyId: number;
  teamId: number | null;
}): AgentMoveOutcome {
  return {
    leavesTeam: move.teamId !== null,
    keepsPlan: move.fromCompanyId === move.toCompanyId,
    resetsAccess: true,
  };
}

/** A rail item switched on or off for one agent, over what the office's Agent.EZ setup decides. */
export type AccessOverrides = Readonly<Record<string, boolean>>;

/** The agent's rail: the office's items with the agent's overrides applied. */
export function applyAccessOverrides<Item extends { path: string; enabled: boolean }>(
  items: readonly Item[],
  overrides: AccessOverrides | undefined,
): Item[] {
  if (!overrides) return [...items];
  return items.map((item) =>
    Object.hasOwn(overrides, item.path) ? { ...item, enabled: overrides[item.path] === true } : item,
  );
}
