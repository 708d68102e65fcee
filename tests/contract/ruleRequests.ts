// The shapes of the rules-agree table and the requests its rows send: each builds a valid body for
// one endpoint with the field under test changed.
import type { Store } from '../../mock-api/src/store/store.ts';
import type { RequestSpec } from '../../mock-api/src/testing/transports.ts';
import { coversheetBody } from './dashboardCases.ts';

export type Who = 'superuser' | 'agent';

export type Endpoint = {
  name: string;
  /** The key of ErrorBody.errors the mock names the field by. */
  field: string;
  as?: Who;
  request: (store: Store, value: string) => RequestSpec;
};

export type Rule = {
  name: string;
  client: (value: string) => string | null;
  inputs: readonly string[];
  endpoints: readonly Endpoint[];
};

export function company(store: Store, patch: Record<string, string>): RequestSpec {
  const existing = store.companyById.get(1);
  if (!existing) throw new Error('no company 1');
  const { id, name, active, address, city, state, zip, country, mainPhone, mainEmail } = existing;
  const body = { id, name, active, address, city, state, zip, country, mainPhone, mainEmail, ...patch };
  return { method: 'PUT', path: '/companies', json: body };
}

export function office(store: Store, patch: Record<string, string>): RequestSpec {
  const o = store.officeById.get(1);
  if (!o) throw new Error('no office 1');
  const body = {
    id: o.id,
    companyId: o.companyId,
    officeNum: o.officeNum,
    called: o.called,
    address: o.address,
    city: o.city,
    state: o.state,
    zip: o.zip,
    country: o.country,
    mainPhone: '5035550188',
    mainFax: null,
    mainEmail: 'office@harborpine.example.com',
    activeInCompany: o.activeInCompany,
    ...patch,
  };
  return { method: 'POST', path: '/office', json: body };
}

/** PUT /agents/{id} for the demo agent with one field changed. */
export function agent(store: Store, patch: Record<string, string>): RequestSpec {
  const a = store.agentById.get(1001);
  if (!a) throw new Error('no agent 1001');
  const body = {
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    mobilePhone: a.phone,
    officePhone: '',
    address: '',
    city: '',
    state: '',
    zip: '',
    memberType: a.memberType,
    gfStatus: a.gfStatus,
    startDate: a.hireDate,
    licenceNumber: 'OR-201001',
    licenceExpiry: '2030-01-01',
    ...patch,
  };
  return { method: 'PUT', path: '/agents/1001', json: body };
}

let userSerial = 0;
/** A new Office Admin of the demo office, each with a user name of its own unless the case sets one. */
export function newUser(patch: Record<string, string>): RequestSpec {
  userSerial += 1;
  const body = {
    userName: `rules${userSerial}`,
    name: 'Linh Nguyen',
    email: `rules${userSerial}@harborpine.example.com`,
    role: 'Office Admin',
    officeId: 1,
    password: 'Harbor!View2027',
    ...patch,
  };
  return { method: 'POST', path: '/Users', json: body };
}

export function coversheet(
  store: Store,
  contact: Record<string, string>,
  manual: Record<string, string>,
): RequestSpec {
  const body = coversheetBody({ store });
  return {
    method: 'POST',
    path: '/contracts/SaveCoversheet',
    json: {
      ...body,
      manual: { ...body.manual, ...manual },
      contacts: body.contacts.map((c) => ({ ...c, ...contact })),
    },
  };
}
