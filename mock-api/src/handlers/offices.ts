// Offices: search, add/update (next office number), one office, dropdowns. The admin tabs (settings,
// notes, royalties, status) are in office-settings.ts.
import {
  CONTACT_MESSAGES,
  isEmail,
  isPhone,
  MESSAGES,
  phoneDigits,
  phoneError,
  zipError,
} from '@balance/domain';
import { COUNTRIES, CA_PROVINCES, US_STATES } from '../seed/pools.ts';
import type { OfficeRec } from '../store/types.ts';
import { Check, readJson } from './http/checks.ts';
import { badRequest, forbidden, notFound } from './http/errors.ts';
import { pagedReply } from './http/paging.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { officeFor, scope } from './http/scope.ts';
import { pathId } from './http/query.ts';
import { findAttribute, officeAttributes, runSearch } from './search.ts';
import { officeDetail, officeRow } from './views.ts';

export function officeHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/Office/search',
      route({ auth: 'user', strict: true }, ({ response }, { store, q, session }) => {
        const paging = q.page();
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
          paging,
        );
        return response(200).json(...pagedReply(page, (o) => officeRow(store, o)));
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
  ];
}
