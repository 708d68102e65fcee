// Contracts: the agent's contract list, one contract, escrow, and coversheets (read and save).
import type { ContactType, ContractContact, PropertyType } from '@balance/api-client';
import {
  CONTACT_MESSAGES,
  CONTACT_TYPES,
  CONTRACT_FILTERS,
  CONTRACT_SIDES,
  CONTRACT_STATUS_MESSAGES,
  contractLocked,
  isEmail,
  MESSAGES,
  PROPERTY_TYPES,
  zipError,
} from '@balance/domain';
import { applyCap } from '../seed/book.ts';
import type { Store } from '../store/store.ts';
import type { ContractRec, CoversheetAgentRec } from '../store/types.ts';
import type { Session } from './http/auth.ts';
import { Check, readJson } from './http/checks.ts';
import { HttpError, badRequest, forbidden, noResults } from './http/errors.ts';
import { pagedReply, paginate } from './http/paging.ts';
import type { Query } from './http/query.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { bookOf, contractDay, contractFor, resolveAgent } from './agentside.ts';
import { agentName, contractDetail, contractRow, coversheet } from './views.ts';

const noContract = (): HttpError => new HttpError(404, { message: MESSAGES.noContractAvailable });

function readContacts(check: Check): ContractContact[] {
  const raw = check.value('contacts');
  const contacts: ContractContact[] = [];
  if (!Array.isArray(raw)) {
    check.add('contacts', 'contacts must be a list');
    return contacts;
  }
  if (raw.length > 50) check.add('contacts', 'At most 50 contacts');
  raw.slice(0, 50).forEach((item: unknown, i) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      check.add(`contacts[${i}]`, 'Each contact must be an object');
      return;
    }
    const c = new Check(item);
    const type = c.oneOf<ContactType>('type', CONTACT_TYPES, { required: true });
    const name = c.string('name', { required: true, min: 1, max: 200, label: 'Name' });
    const company = c.nullableString('company', { max: 200 });
    const phone = c.nullableString('phone', { max: 30 });
    const email = c.nullableString('email', { max: 254 });
    if (email && !isEmail(email)) c.add('email', CONTACT_MESSAGES.emailNotValid);
    for (const key of ['company', 'phone', 'email'])
      if (!c.has(key)) c.add(key, `${key} is required (null when unknown)`);
    for (const [field, messages] of Object.entries(c.errors))
      for (const m of messages) check.add(`contacts[${i}].${field}`, m);
    if (c.ok() && type && name !== undefined) {
      contacts.push({ type, name, company: company ?? null, phone: phone ?? null, email: email ?? null });
    }
  });
  return contacts;
}

/** The contract the `contractId` query names: 404 when there is none, 403 when someone else's. */
function namedContract(store: Store, q: Query, session: Session): ContractRec {
  const id = q.int('contractId', { required: true, min: 1 });
  const found = id !== undefined ? contractFor(store, session, id) : undefined;
  if (!found) throw noContract();
  if (found === 'forbidden') throw forbidden();
  return found;
}

export function contractHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/contracts/GetContractsByAgentId',
      route({ auth: 'user', agentAccess: true }, ({ response }, ctx) => {
        const { store, q } = ctx;
        const agent = resolveAgent(ctx);
        const year = q.year(ctx.currentYear);
        const filter = q.oneOf('contractFilter', CONTRACT_FILTERS) ?? 'SELECT';
        const paging = q.page();
        const rows = bookOf(store, agent)
          .contracts.filter(
            (c) => (filter === 'SELECT' || c.status === filter) && contractDay(c).startsWith(String(year)),
          )
          .sort((a, b) => contractDay(b).localeCompare(contractDay(a)) || b.contractId - a.contractId);
        return response(200).json(...pagedReply(paginate(rows, paging), contractRow));
      }),
    ),

    api.get(
      '/contracts/GetAgentEzContractById',
      route({ auth: 'user', agentAccess: true, strict: true }, ({ response }, { store, q, session }) =>
        response(200).json({ data: contractDetail(store, namedContract(store, q, session)) }),
      ),
    ),

    api.get(
      '/contracts/GetContractEscrow',
      route({ auth: 'user', agentAccess: true }, ({ response }, ctx) => {
        const { store, q, session } = ctx;
        const contractId = q.int('contractId', { min: 1 });
        let agentBook;
        if (contractId !== undefined && q.raw('agentId') === undefined) {
          const found = contractFor(store, session, contractId);
          if (found === 'forbidden') throw forbidden();
          if (!found) throw noResults();
          agentBook = store.book(found.agentId);
        } else {
          agentBook = bookOf(store, resolveAgent(ctx));
        }
        const rows = (agentBook?.escrow ?? []).filter(
          (e) => contractId === undefined || e.contractId === contractId,
        );
        if (rows.length === 0) throw noResults();
        return response(200).json({ data: rows });
      }),
    ),

    api.get(
      '/contracts/GetCoversheetDetail',
      route({ auth: 'user', agentAccess: true, strict: true }, ({ response }, { store, q, session }) =>
        response(200).json({ data: coversheet(store, namedContract(store, q, session)) }),
      ),
    ),

    api.post(
      '/contracts/SaveCoversheet',
      route(
        { auth: 'user', agentAccess: true, strict: true },
        async ({ request, response }, { store, session }) => {
          const check = new Check(await readJson(request));
          const contractId = check.number('contractId', { required: true, min: 1, integer: true });
          const side = check.oneOf('side', CONTRACT_SIDES, { required: true });
          const salePrice = check.number('salePrice', { required: true, min: 0, max: 1_000_000_000 });
          const contractDate = check.date('contractDate', { required: true });
          const closingDate = check.date('closingDate', { nullable: true });
          if (!check.has('closingDate'))
            check.add('closingDate', 'closingDate is required (null when not known)');
          const commissionPercent = check.number('commissionPercent', { required: true, min: 0, max: 100 });
          const notes = check.string('notes', { required: true, min: 0, max: 4000 });
          if (contractDate && closingDate && closingDate < contractDate)
            check.add('closingDate', 'The closing date is before the contract date');
          const contacts = readContacts(check);

          // The property: a listing, or every manual field.
          const listingRaw = check.value('listingId');
          let listingId: number | null = null;
          if (listingRaw !== null && listingRaw !== undefined) {
            const n = check.number('listingId', { integer: true, min: 1 });
            if (n !== undefined) {
              const listing = store.listing(n);
              if (!listing) check.add('listingId', 'No such listing');
              else listingId = n;
            }
          } else if (listingRaw === undefined)
            check.add('listingId', 'listingId is required (null for a manual property)');
          const manualRaw = check.value('manual');
          let manual: {
            address: string;
            city: string;
            state: string;
            zip: string;
            propertyType: PropertyType;
          } | null = null;
          if (manualRaw !== null && manualRaw !== undefined) {
            if (typeof manualRaw !== 'object' || Array.isArray(manualRaw))
              check.add('manual', 'manual must be an object or null');
            else {
              const m = new Check(manualRaw);
              const address = m.string('address', { max: 200 })?.trim() ?? '';
              const city = m.string('city', { max: 100 })?.trim() ?? '';
              const state = m.string('state', { max: 50 })?.trim() ?? '';
              const zip = m.string('zip', { max: 20 })?.trim() ?? '';
              const zipProblem = zipError(zip);
              if (zipProblem) m.add('zip', zipProblem);
              const propertyType = m.oneOf('propertyType', PROPERTY_TYPES);
              for (const [field, messages] of Object.entries(m.errors))
                for (const msg of messages) check.add(`manual.${field}`, msg);
              if (address && city && state && zip && propertyType)
                manual = { address, city, state, zip, propertyType };
            }
          } else if (manualRaw === undefined)
            check.add('manual', 'manual is required (null when a listing is chosen)');
          if (listingId === null && manual === null && !check.errors.listingId) {
            check.add('listingId', MESSAGES.selectListingOrManual);
          }

          // In-house agents and their splits.
          const agentsRaw = check.value('agents');
          const splits: CoversheetAgentRec[] = [];
          if (!Array.isArray(agentsRaw)) check.add('agents', 'agents must be a list');
          else if (agentsRaw.length === 0) check.add('agents', MESSAGES.selectAtLeastOneAgent);
          else {
            agentsRaw.slice(0, 20).forEach((item: unknown, i) => {
              if (typeof item !== 'object' || item === null || Array.isArray(item)) {
                check.add(`agents[${i}]`, 'Each agent must be an object');
                return;
              }
              const a = new Check(item);
              const userId = a.number('userId', { required: true, min: 1, integer: true });
              const splitPercent = a.number('splitPercent', { required: true, min: 0, max: 100 });
              for (const [field, messages] of Object.entries(a.errors))
                for (const m of messages) check.add(`agents[${i}].${field}`, m);
              if (userId === undefined || splitPercent === undefined) return;
              if (!store.agentById.get(userId)?.active)
                check.add(`agents[${i}].userId`, 'No active agent has this id');
              else if (splits.some((s) => s.userId === userId))
                check.add(`agents[${i}].userId`, 'This agent is listed twice');
              else splits.push({ userId, splitPercent });
            });
            const total = splits.reduce((s, a) => s + Math.round(a.splitPercent * 100), 0);
            if (splits.length > 0 && total !== 10_000) check.add('agents', 'The splits must add up to 100');
          }

          if (check.errors.agents?.includes(MESSAGES.selectAtLeastOneAgent))
            check.done(MESSAGES.selectAtLeastOneAgent);
          if (check.errors.listingId?.includes(MESSAGES.selectListingOrManual))
            check.done(MESSAGES.selectListingOrManual);
          check.done();

          const found = contractId !== undefined ? contractFor(store, session, contractId) : undefined;
          if (!found) throw noContract();
          if (found === 'forbidden') throw forbidden();
          // A closed contract's numbers are locked until an admin reopens it.
          if (contractLocked(found.status)) {
            throw badRequest(
              found.coversheet?.status === 'Approved' && session.role === 'Agent'
                ? 'This coversheet was approved; ask your office to change it.'
                : CONTRACT_STATUS_MESSAGES.locked,
            );
          }
          Object.assign(found, {
            side,
            salePrice,
            contractDate,
            closingDate: closingDate ?? null,
            commissionPercent,
            notes: notes ?? '',
            contacts,
            listingId,
          });
          if (manual) {
            Object.assign(found, {
              propertyAddress: manual.address,
              city: manual.city,
              state: manual.state,
              zip: manual.zip,
              propertyType: manual.propertyType,
            });
          } else if (listingId !== null) {
            const listing = store.listing(listingId);
            if (listing) {
              Object.assign(found, {
                propertyAddress: listing.address,
                city: listing.city,
                state: listing.state,
                zip: listing.zip,
                propertyType: listing.propertyType,
                mlsNumber: listing.mlsNumber,
              });
            }
          }
          found.coversheet = {
            coversheetId: found.coversheet?.coversheetId ?? found.contractId,
            status: found.coversheet?.status === 'Approved' ? 'Approved' : 'Submitted',
            listingId,
            manual,
            agents: splits,
            updatedAt: store.nowIso(),
            updatedByName: session.agent ? agentName(session.agent) : session.user.name,
          };
          const owner = store.agentById.get(found.agentId);
          const book = store.book(found.agentId);
          if (owner && book) applyCap(owner, store.planOf(owner), book.contracts, store.db.meta.today);
          store.changed();
          return response(200).json({ data: coversheet(store, found) });
        },
      ),
    ),
  ];
}
