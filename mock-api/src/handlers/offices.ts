// Offices: search, add/update (next office number), contact info, dropdowns, settings, notes,
// royalties and status.
import type { ContractSide, OfficeNote, RoyaltyRule } from '@balance/api-client';
import {
  CONTACT_MESSAGES,
  CONTRACT_SIDES,
  isEmail,
  isPhone,
  MESSAGES,
  phoneDigits,
  phoneError,
  zipError,
} from '@balance/domain';
import { COUNTRIES, CA_PROVINCES, US_STATES } from '../seed/pools.ts';
import type { Store } from '../store/store.ts';
import type { OfficeFlags, OfficeRec } from '../store/types.ts';
import {
  Check,
  badRequest,
  forbidden,
  makeRoute,
  noResults,
  notFound,
  paginationHeader,
  readJson,
  scope,
  type Deps,
  type Session,
} from './context.ts';
import { pathId } from './companies.ts';
import { findAttribute, officeAttributes, runSearch } from './search.ts';
import { officeDetail, officeRow, officeSettings, officeStatus } from './views.ts';

const FLAG_KEYS: ReadonlyArray<keyof OfficeFlags> = [
  'agentLoginAllowed',
  'escrow',
  'payload',
  'taxes',
  'tax1099',
  'expressPay',
  'quickBooks',
  'royaltiesInContracts',
  'externalOffice',
  'printChecks',
  'billableExpenses',
  'statsEz',
];

/** The office by path id, if the user may see it: 404 unknown, 403 out of the user's scope. */
function officeFor(store: Store, session: Session, raw: unknown): OfficeRec {
  const office = store.officeById.get(pathId(raw));
  if (!office) throw notFound();
  const s = scope(session, store);
  if (!s.all && !s.officeIds.has(office.id)) throw forbidden();
  return office;
}

/** Admins of the office's company (or Super Admins) may change it. */
function officeForAdmin(store: Store, session: Session, raw: unknown): OfficeRec {
  const office = officeFor(store, session, raw);
  if (session.role === 'Agent') throw forbidden();
  return office;
}

export function officeHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/Office/search',
      route({ auth: 'user', strict: true }, ({ response }, { store, q, session }) => {
        const { pageNumber, pageSize } = q.page();
        const field = q.string('searchField', { required: true, minLength: 1 });
        const searchText = q.string('searchText');
        const subFilter = q.string('subFilter');
        q.int('selectedOffice', { min: 1 });
        const attribute = findAttribute(officeAttributes, field, true);
        const text = attribute.subFilter ? (subFilter ?? searchText) : searchText;
        if (
          attribute.subFilter &&
          text &&
          !attribute.subFilter.some((s) => s.value.toLowerCase() === text.trim().toLowerCase())
        ) {
          throw badRequest('The request is not valid.', {
            subFilter: [
              `Choose one of: ${attribute.subFilter.map((s) => `${s.value} (${s.text})`).join(', ')}.`,
            ],
          });
        }
        const s = scope(session, store);
        const page = runSearch(
          store.officeIndex,
          attribute,
          text,
          s.all ? null : (o) => s.officeIds.has(o.id),
          {
            pageNumber,
            pageSize,
          },
        );
        if (page.totalCount === 0) throw noResults();
        return response(200).json(
          { data: page.rows.map((o) => officeRow(store, o)) },
          { headers: paginationHeader(page) },
        );
      }),
    ),

    api.post(
      '/office',
      route({ auth: 'user', strict: true }, async ({ request, response }, { store, session }) => {
        const check = new Check(await readJson(request));
        const id = check.number('id', { min: 1, integer: true });
        const adding = id === undefined;
        if (session.role === 'Agent') throw forbidden(adding ? MESSAGES.noPermissionNewOffice : undefined);
        if (adding && session.role !== 'Super Admin') throw forbidden(MESSAGES.noPermissionNewOffice);
        const companyId = check.number('companyId', { required: true, min: 1, integer: true });
        const officeNum = check.string('officeNum', {
          required: true,
          min: 1,
          max: 20,
          label: 'Office number',
        });
        const called = check.string('called', { required: true, min: 1, max: 120, label: 'Office name' });
        const address = check.string('address', { required: true, min: 1, max: 200, label: 'Address' });
        const city = check.string('city', { required: true, min: 1, max: 100, label: 'City' });
        const state = check.string('state', { required: true, min: 1, max: 50, label: 'State' });
        const zip = check.string('zip', { required: true, min: 1, max: 20, label: 'Zip' });
        const country = check.string('country', { required: true, min: 2, max: 60, label: 'Country' });
        const mainPhone = check.string('mainPhone', { required: true, min: 1, max: 30, label: 'Main phone' });
        const mainFax = check.nullableString('mainFax', { max: 30 });
        const mainEmail = check.string('mainEmail', {
          required: true,
          min: 1,
          max: 254,
          label: 'Main e-mail',
        });
        const activeInCompany = check.boolean('activeInCompany', { required: true });
        if (mainPhone && !isPhone(mainPhone)) check.add('mainPhone', CONTACT_MESSAGES.phoneInvalid);
        const faxProblem = mainFax ? phoneError(mainFax, 'fax') : null;
        if (faxProblem) check.add('mainFax', faxProblem);
        if (mainEmail && !isEmail(mainEmail)) check.add('mainEmail', CONTACT_MESSAGES.emailNotValid);
        const zipProblem = zip ? zipError(zip) : null;
        if (zipProblem) check.add('zip', zipProblem);
        if (companyId !== undefined && !store.companyById.has(companyId))
          check.add('companyId', 'No such company');
        const existing = id !== undefined ? store.officeById.get(id) : undefined;
        if (id !== undefined && !existing) check.add('id', 'No such office');
        if (officeNum && store.db.offices.some((o) => o.officeNum === officeNum.trim() && o.id !== id)) {
          check.add(
            'officeNum',
            `Office number ${officeNum.trim()} is taken; the next free one is ${store.nextOfficeNum()}`,
          );
        }
        check.done();
        const s = scope(session, store);
        if (existing && !s.all && !s.officeIds.has(existing.id)) throw forbidden();
        if (companyId !== undefined && !s.all && !s.companyIds.has(companyId)) throw forbidden();
        const fields = {
          companyId: companyId ?? 0,
          officeNum: (officeNum ?? '').trim(),
          called: (called ?? '').trim(),
          address: address ?? '',
          city: city ?? '',
          state: state ?? '',
          zip: zip ?? '',
          country: country ?? 'US',
          mainPhone: phoneDigits(mainPhone ?? ''),
          mainFax: mainFax ? phoneDigits(mainFax) : null,
          mainEmail: mainEmail ?? '',
          activeInCompany: activeInCompany ?? false,
        };
        let office: OfficeRec;
        if (existing) {
          office = store.updateOffice(existing, fields);
        } else {
          const regions = store.db.regions.filter((r) => r.companyId === fields.companyId);
          office = store.addOffice({
            ...fields,
            regionId: regions[0]?.id ?? null,
            status: 0,
            statusChangedAt: store.nowIso(),
            statusChangedByName: session.user.name,
            settings: {
              agentLoginAllowed: true,
              escrow: false,
              payload: false,
              taxes: false,
              tax1099: false,
              expressPay: false,
              quickBooks: false,
              royaltiesInContracts: false,
              externalOffice: false,
              printChecks: false,
              billableExpenses: false,
              statsEz: false,
            },
            royalties: [],
          });
        }
        return response(200).json({ data: officeDetail(store, office) });
      }),
    ),

    api.get(
      '/Office/byid/{id}',
      route({ auth: 'user' }, ({ params, response }, { store, session }) =>
        response(200).json({ data: officeDetail(store, officeFor(store, session, params.id)) }),
      ),
    ),

    api.get(
      '/Office/company/{id}',
      route({ auth: 'user' }, ({ params, response }, { store, session }) => {
        const id = pathId(params.id);
        const s = scope(session, store);
        if (!store.companyById.has(id) || (!s.all && !s.companyIds.has(id))) throw notFound();
        const offices = (store.officesByCompany.get(id) ?? []).filter((o) => s.all || s.officeIds.has(o.id));
        return response(200).json({ data: offices.map((o) => officeRow(store, o)) });
      }),
    ),

    api.get(
      '/office/getcountries',
      route({ auth: 'user' }, ({ response }) =>
        response(200).json({ data: COUNTRIES.map(([code, name]) => ({ code, name })) }),
      ),
    ),

    api.get(
      '/office/getsubdivisions',
      route({ auth: 'user', strict: true }, ({ response }, { q }) => {
        const raw = q.string('country', { maxLength: 2 });
        if (raw !== undefined && raw !== '' && !/^[A-Z]{2}$/.test(raw)) {
          throw badRequest('The request is not valid.', {
            country: ['country must be a two-letter code such as US.'],
          });
        }
        const country = raw || 'US';
        const list =
          country === 'US'
            ? US_STATES.map(([code, name]) => ({ code, name, countryCode: 'US' }))
            : country === 'CA'
              ? CA_PROVINCES.map(([code, name]) => ({ code, name, countryCode: 'CA' }))
              : [];
        return response(200).json({ data: list });
      }),
    ),

    api.get(
      '/Office/GetNextOfficeNum',
      route({ auth: 'user' }, ({ response }, { store, q }) => {
        q.int('companyId', { min: 1 });
        return response(200).json({ data: { officeNum: store.nextOfficeNum() } });
      }),
    ),

    api.get(
      '/office/GetOffices',
      route({ auth: 'user' }, ({ response }, { store, session }) => {
        const s = scope(session, store);
        const offices = s.all ? store.db.offices : store.db.offices.filter((o) => s.officeIds.has(o.id));
        return response(200).json({
          data: offices.map((o) => ({ id: o.id, officeNum: o.officeNum, called: o.called })),
        });
      }),
    ),

    api.get(
      '/Office/settings/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) =>
        response(200).json({ data: officeSettings(officeForAdmin(store, session, params.id)) }),
      ),
    ),

    api.put(
      '/Office/settings/{id}',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const office = officeForAdmin(store, session, params.id);
        const check = new Check(await readJson(request));
        const officeId = check.number('officeId', { required: true, integer: true });
        if (officeId !== undefined && officeId !== office.id)
          check.add('officeId', 'officeId must be the office of the path');
        const flags = { ...office.settings };
        for (const key of FLAG_KEYS) {
          const v = check.boolean(key, { required: true });
          if (v !== undefined) flags[key] = v;
        }
        check.done();
        store.updateOffice(office, { settings: flags });
        return response(200).json({ data: officeSettings(office) });
      }),
    ),

    api.get(
      '/Office/notes/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) => {
        const office = officeForAdmin(store, session, params.id);
        const notes = store.db.notes
          .filter((n) => n.officeId === office.id)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
        return response(200).json({ data: notes });
      }),
    ),

    api.post(
      '/Office/notes/{id}',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const office = officeForAdmin(store, session, params.id);
        const check = new Check(await readJson(request));
        const text = check.string('text', { required: true, min: 1, max: 4000, label: 'Note' });
        check.done();
        const note: OfficeNote = {
          id: store.nextId('note'),
          officeId: office.id,
          text: text ?? '',
          createdAt: store.nowIso(),
          createdByName: session.user.name,
        };
        store.db.notes.push(note);
        store.changed();
        return response(200).json({ data: note });
      }),
    ),

    api.get(
      '/Office/royalties/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) => {
        const office = officeForAdmin(store, session, params.id);
        return response(200).json({ data: { officeId: office.id, royalties: office.royalties } });
      }),
    ),

    api.put(
      '/Office/royalties/{id}',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const office = officeForAdmin(store, session, params.id);
        const check = new Check(await readJson(request));
        const officeId = check.number('officeId', { required: true, integer: true });
        if (officeId !== undefined && officeId !== office.id)
          check.add('officeId', 'officeId must be the office of the path');
        const list = check.value('royalties');
        const rules: RoyaltyRule[] = [];
        if (!Array.isArray(list)) check.add('royalties', 'royalties must be a list');
        else if (list.length > 50) check.add('royalties', 'At most 50 rules');
        else {
          let nextId = Math.max(0, ...office.royalties.map((r) => r.id ?? 0)) + 1;
          list.forEach((item: unknown, i) => {
            const prefix = `royalties[${i}]`;
            if (typeof item !== 'object' || item === null || Array.isArray(item)) {
              check.add(prefix, 'Each rule must be an object');
              return;
            }
            const rule = new Check(item);
            const id =
              rule.value('id') === null ? null : rule.number('id', { required: true, integer: true, min: 1 });
            const name = rule.string('name', { required: true, min: 1, max: 120, label: 'Name' });
            const percent = rule.number('percent', { required: true, min: 0, max: 100 });
            const flatFee = rule.number('flatFee', { required: true, min: 0 });
            const capAmount =
              rule.value('capAmount') === null ? null : rule.number('capAmount', { required: true, min: 0 });
            const applies = rule.value('appliesTo');
            const sides: ContractSide[] = [];
            if (!Array.isArray(applies)) rule.add('appliesTo', 'appliesTo must be a list of contract sides');
            else {
              for (const side of applies) {
                const found = CONTRACT_SIDES.find((s) => s === side);
                if (found) {
                  if (!sides.includes(found)) sides.push(found);
                } else rule.add('appliesTo', `Unknown side: ${String(side).slice(0, 20)}`);
              }
            }
            for (const [field, messages] of Object.entries(rule.errors)) {
              for (const m of messages) check.add(`${prefix}.${field}`, m);
            }
            if (rule.ok()) {
              rules.push({
                id: id ?? nextId++,
                name: name ?? '',
                percent: percent ?? 0,
                flatFee: flatFee ?? 0,
                capAmount: capAmount ?? null,
                appliesTo: sides,
              });
            }
          });
        }
        check.done();
        store.updateOffice(office, { royalties: rules });
        return response(200).json({ data: { officeId: office.id, royalties: office.royalties } });
      }),
    ),

    api.get(
      '/Office/status/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) =>
        response(200).json({ data: officeStatus(officeForAdmin(store, session, params.id)) }),
      ),
    ),

    api.put(
      '/Office/status/{id}',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const office = officeForAdmin(store, session, params.id);
        const check = new Check(await readJson(request));
        const status = check.oneOf('status', [0, 1] as const, { required: true });
        check.done();
        if (session.role !== 'Super Admin')
          throw forbidden('Only a Super Admin may change the status of an office.');
        if (status !== undefined && status !== office.status) {
          store.updateOffice(office, {
            status,
            statusChangedAt: store.nowIso(),
            statusChangedByName: session.user.name,
          });
        }
        return response(200).json({ data: officeStatus(office) });
      }),
    ),
  ];
}
