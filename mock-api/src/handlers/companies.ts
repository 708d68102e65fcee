// Companies: list, search by attribute, one company, the active-company dropdown, add and update.
import { CONTACT_MESSAGES, isEmail, phoneDigits, phoneError, zipError } from '@balance/domain';
import type { CompanyRec } from '../store/types.ts';
import {
  Check,
  badRequest,
  forbidden,
  makeRoute,
  noResults,
  notFound,
  paginate,
  paginationHeader,
  readJson,
  scope,
  type Deps,
} from './context.ts';
import { companyAttributes, findAttribute, runSearch } from './search.ts';
import { company, companyRow } from './views.ts';

/** A path id: a positive whole number, else no such record. */
export function pathId(raw: unknown): number {
  const text = String(raw ?? '');
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw notFound();
  return Number(text);
}

type CompanyFields = Omit<CompanyRec, 'id' | 'dateCreated' | 'createdByName'>;

function readCompany(check: Check, existing?: CompanyRec): CompanyFields {
  const name = check.string('name', { required: true, min: 1, max: 120, label: 'Name' });
  const active = check.boolean('active', { required: true });
  const text = (field: keyof CompanyFields, max: number): string | undefined => check.string(field, { max });
  const address = text('address', 200);
  const city = text('city', 100);
  const state = text('state', 50);
  const zip = text('zip', 20);
  const country = text('country', 60);
  const mainPhone = text('mainPhone', 30);
  const mainEmail = text('mainEmail', 254);
  const phoneProblem = mainPhone === undefined ? null : phoneError(mainPhone);
  if (phoneProblem) check.add('mainPhone', phoneProblem);
  if (mainEmail !== undefined && mainEmail.trim() !== '' && !isEmail(mainEmail)) {
    check.add('mainEmail', CONTACT_MESSAGES.emailNotValid);
  }
  const zipProblem = zip === undefined ? null : zipError(zip);
  if (zipProblem) check.add('zip', zipProblem);
  return {
    name: (name ?? '').trim(),
    active: active ?? false,
    address: address ?? existing?.address ?? '',
    city: city ?? existing?.city ?? '',
    state: state ?? existing?.state ?? '',
    zip: zip ?? existing?.zip ?? '',
    country: country ?? existing?.country ?? 'US',
    mainPhone: mainPhone !== undefined ? phoneDigits(mainPhone) : (existing?.mainPhone ?? ''),
    mainEmail: mainEmail ?? existing?.mainEmail ?? '',
  };
}

export function companyHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/companies',
      route({ auth: 'user' }, ({ response }, { store, q, session }) => {
        const { pageNumber, pageSize } = q.page();
        q.int('RoleId');
        const s = scope(session, store);
        const rows = s.all ? store.db.companies : store.db.companies.filter((c) => s.companyIds.has(c.id));
        const page = paginate(rows, pageNumber, pageSize);
        if (page.totalCount === 0) throw noResults();
        return response(200).json(
          { data: page.rows.map((c) => companyRow(store, c)) },
          { headers: paginationHeader(page) },
        );
      }),
    ),

    api.get(
      '/companies/getCompaniesBy',
      route({ auth: 'user', strict: true }, ({ response }, { store, q, session }) => {
        const field = q.string('SearchField', { required: true, minLength: 1 });
        const text = q.string('SearchText');
        const regionId = q.int('RegionId', { min: 1 });
        const officeId = q.int('OfficeId', { min: 1 });
        q.int('UserId', { min: 1 });
        q.oneOf('RoleId', ['1', '2', '3']);
        const { pageNumber, pageSize } = q.page();
        const attribute = findAttribute(companyAttributes, field, true);
        const s = scope(session, store);
        const regionCompany =
          regionId !== undefined ? (store.regionById.get(regionId)?.companyId ?? -1) : undefined;
        const officeCompany =
          officeId !== undefined ? (store.officeById.get(officeId)?.companyId ?? -1) : undefined;
        const filtered = !s.all || regionCompany !== undefined || officeCompany !== undefined;
        const page = runSearch(
          store.companyIndex,
          attribute,
          text,
          filtered
            ? (c) =>
                (s.all || s.companyIds.has(c.id)) &&
                (regionCompany === undefined || c.id === regionCompany) &&
                (officeCompany === undefined || c.id === officeCompany)
            : null,
          { pageNumber, pageSize },
        );
        if (page.totalCount === 0) throw noResults();
        return response(200).json(
          { data: page.rows.map((c) => companyRow(store, c)) },
          { headers: paginationHeader(page) },
        );
      }),
    ),

    api.get(
      '/companies/getactivecompanies',
      route({ auth: 'user' }, ({ response }, { store, session }) => {
        const s = scope(session, store);
        const rows = store.db.companies
          .filter((c) => c.active && (s.all || s.companyIds.has(c.id)))
          .map((c) => ({ id: c.id, name: c.name }))
          .sort((a, b) => a.name.localeCompare(b.name));
        return response(200).json({ data: rows });
      }),
    ),

    api.get(
      '/companies/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) => {
        const id = pathId(params.id);
        const found = store.companyById.get(id);
        if (!found) throw notFound();
        const s = scope(session, store);
        if (!s.all && !s.companyIds.has(id)) throw forbidden();
        return response(200).json({ data: company(store, found) });
      }),
    ),

    api.post(
      '/companies',
      route({ auth: 'superAdmin', strict: true }, async ({ request, response }, { store, session }) => {
        const check = new Check(await readJson(request));
        const fields = readCompany(check);
        check.done();
        if (store.db.companies.some((c) => c.name.toLowerCase() === fields.name.toLowerCase())) {
          throw badRequest('A company with this name already exists.', {
            name: ['A company with this name already exists.'],
          });
        }
        const created = store.addCompany({
          ...fields,
          dateCreated: store.nowIso(),
          createdByName: session.user.name,
        });
        return response(200).json({ data: company(store, created) });
      }),
    ),

    api.put(
      '/companies',
      route({ auth: 'admin', strict: true }, async ({ request, response }, { store, session }) => {
        const check = new Check(await readJson(request));
        const id = check.number('id', { required: true, min: 1, integer: true });
        const existing = id !== undefined ? store.companyById.get(id) : undefined;
        const fields = readCompany(check, existing);
        check.done();
        if (!existing) throw notFound();
        const s = scope(session, store);
        if (!s.all && !s.companyIds.has(existing.id)) throw forbidden();
        if (
          store.db.companies.some(
            (c) => c.id !== existing.id && c.name.toLowerCase() === fields.name.toLowerCase(),
          )
        ) {
          throw badRequest('A company with this name already exists.', {
            name: ['A company with this name already exists.'],
          });
        }
        store.updateCompany(existing, fields);
        return response(200).json({ data: company(store, existing) });
      }),
    ),
  ];
}
