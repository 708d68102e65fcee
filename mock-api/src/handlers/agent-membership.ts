// An agent's membership as the admin area sees it: defaults for records written before agent management
// (derived from what the record already holds, so every read agrees), the wire shape, and the body
// readers of the agent writes (checked with the same rules as the forms).
import type { AgentDetail, AgentStatusEvent } from '@balance/api-client';
import { phoneDigits } from '@balance/domain';
import {
  agentContactErrors,
  agentLoginErrors,
  agentMembershipErrors,
  AGENT_BSF_STATUSES,
  AGENT_MEMBER_TYPES,
  AGENT_MESSAGES,
  type AgentFormValues,
} from '@balance/domain/agents';
import { addDays } from '../seed/dates.ts';
import type { Store } from '../store/store.ts';
import type { AgentRec } from '../store/types.ts';
import { bookOf, capProgress } from './agentside.ts';
import type { Check } from './http/checks.ts';
import { agentName, teamStatus } from './views.ts';

/** Seeded agents have no licence on file: a stable one from the office's state and the agent id. */
export function licenceOf(store: Store, a: AgentRec): { licenceNumber: string; licenceExpiry: string } {
  const state = store.officeById.get(a.officeId)?.state || 'OR';
  const year = Number(store.db.meta.today.slice(0, 4)) + 1 + (a.userId % 2);
  return {
    licenceNumber: a.licenceNumber ?? `${state.slice(0, 2).toUpperCase()}-${200_000 + a.userId}`,
    licenceExpiry: a.licenceExpiry ?? `${year}-${a.hireDate.slice(5, 7)}-01`,
  };
}

/** The history of a seeded agent: joined on the hire date, and (if inactive) left a year later or today. */
export function historyOf(store: Store, a: AgentRec): AgentStatusEvent[] {
  if (a.history) return a.history;
  const today = store.db.meta.today;
  const joined: AgentStatusEvent = {
    kind: 'Added',
    effectiveDate: a.hireDate,
    reason: 'Joined the office',
    changedAt: `${a.hireDate}T16:00:00Z`,
    changedByName: 'Office staff',
  };
  if (a.active) return [joined];
  const left = addDays(a.hireDate, 365) < today ? addDays(a.hireDate, 365) : today;
  return [
    {
      kind: 'Deactivated',
      effectiveDate: left,
      reason: 'Left the brokerage',
      changedAt: `${left}T16:00:00Z`,
      changedByName: 'Office staff',
    },
    joined,
  ];
}

/** The agent's detail: contact, membership, team, plan, cap progress today (as Agent.EZ's Plan Status) and history. */
export function agentDetail(store: Store, a: AgentRec): AgentDetail {
  const office = store.officeById.get(a.officeId);
  const company = office ? store.companyById.get(office.companyId) : undefined;
  const team = a.teamId !== null ? store.teamById.get(a.teamId) : undefined;
  const today = store.db.meta.today;
  const { cap } = capProgress(store, a, bookOf(store, a).contracts, today, today);
  const plan = store.planOf(a);
  const login = store.userById.get(a.userId);
  return {
    userId: a.userId,
    name: agentName(a),
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    mobilePhone: a.phone,
    officePhone: a.officePhone ?? '',
    address: a.address ?? '',
    city: a.city ?? '',
    state: a.state ?? office?.state ?? '',
    zip: a.zip ?? '',
    memberType: AGENT_MEMBER_TYPES.find((t) => t === a.memberType) ?? 'Agent',
    gfStatus: AGENT_BSF_STATUSES.find((s) => s === a.gfStatus) ?? 'Current',
    startDate: a.hireDate,
    ...licenceOf(store, a),
    officeId: a.officeId,
    officeNum: office?.officeNum ?? '',
    officeName: office?.called ?? '',
    companyId: office?.companyId ?? 0,
    companyName: company?.name ?? '',
    active: a.active,
    activeString: a.active ? 'Active' : 'Inactive',
    teamId: team ? team.id : null,
    teamName: team ? team.name : null,
    teamStatus: teamStatus(store, a),
    // The summary the Membership card shows: the plan's first tier and its cap.
    plan: {
      splitBeforeCap: plan.tiers[0]?.agentSplit ?? 100,
      capAmount: plan.capAmount ?? 0,
      anniversaryMonth: a.anniversaryMonth,
    },
    cap,
    userName: login && login.role === 'Agent' ? login.userName : null,
    history: historyOf(store, a),
  };
}

const text = (check: Check, field: keyof AgentFormValues, max: number): string =>
  check.string(field, { max }) ?? '';

/** Reads the contact and membership fields of a body, checked with the forms' rules. */
export function readAgentFields(check: Check, withLogin: boolean): AgentFormValues {
  const values: AgentFormValues = {
    firstName: text(check, 'firstName', 100).trim(),
    lastName: text(check, 'lastName', 200).trim(),
    email: text(check, 'email', 254).trim(),
    mobilePhone: text(check, 'mobilePhone', 30),
    officePhone: text(check, 'officePhone', 30),
    address: text(check, 'address', 200).trim(),
    city: text(check, 'city', 100).trim(),
    state: text(check, 'state', 100).trim(),
    zip: text(check, 'zip', 10).trim(),
    officeId: withLogin
      ? (check.number('officeId', { required: true, integer: true, min: 1 }) ?? null)
      : null,
    memberType: text(check, 'memberType', 50),
    gfStatus: text(check, 'gfStatus', 50),
    startDate: text(check, 'startDate', 10),
    licenceNumber: text(check, 'licenceNumber', 20).trim(),
    licenceExpiry: text(check, 'licenceExpiry', 10),
    userName: withLogin ? text(check, 'userName', 50).trim() : '',
    initialPassword: withLogin ? text(check, 'initialPassword', 200) : '',
  };
  const errors = {
    ...agentContactErrors(values),
    ...agentMembershipErrors(values),
    ...(withLogin ? agentLoginErrors(values) : {}),
  };
  for (const [field, message] of Object.entries(errors)) if (message) check.add(field, message);
  return values;
}

/** Duplicate e-mail or licence number (another agent's), and a taken user name, as field errors. */
export function checkUnique(
  store: Store,
  check: Check,
  values: AgentFormValues,
  self: AgentRec | null,
  withLogin: boolean,
): void {
  const email = values.email.toLowerCase();
  const licence = values.licenceNumber.toUpperCase();
  for (const other of store.db.agents) {
    if (other === self) continue;
    if (email !== '' && other.email.toLowerCase() === email && !check.errors.email)
      check.add('email', AGENT_MESSAGES.duplicateEmail);
    if (
      licence !== '' &&
      licenceOf(store, other).licenceNumber.toUpperCase() === licence &&
      !check.errors.licenceNumber
    )
      check.add('licenceNumber', AGENT_MESSAGES.duplicateLicence);
  }
  if (withLogin && values.userName !== '' && store.userByName.has(values.userName.toLowerCase()))
    check.add('userName', AGENT_MESSAGES.userNameTaken);
}

/** The stored fields a contact/membership body sets. */
export function storedFields(values: AgentFormValues): Partial<AgentRec> {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: phoneDigits(values.mobilePhone),
    officePhone: phoneDigits(values.officePhone),
    address: values.address,
    city: values.city,
    state: values.state,
    zip: values.zip,
    memberType: values.memberType,
    gfStatus: values.gfStatus,
    hireDate: values.startDate,
    licenceNumber: values.licenceNumber,
    licenceExpiry: values.licenceExpiry,
  };
}
