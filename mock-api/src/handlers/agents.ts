// Agents: the all-agents list, search by attribute, the in-house dropdown, and the agent-file import.
import type { AgentImportResult, AgentImportRow } from '@balance/api-client';
import { CONTACT_MESSAGES, isEmail } from '@balance/domain';
import { AGENT_MEMBER_TYPES } from '@balance/domain/agents';
import { parseCsv } from '../store/csv.ts';
import { searchIndex } from '../store/search-index.ts';
import type { AgentRec } from '../store/types.ts';
import { HttpError, MESSAGE, badRequest, forbidden } from './http/errors.ts';
import { pagedReply, paginate } from './http/paging.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { scope } from './http/scope.ts';
import { agentAttributes, findAttribute, runSearch } from './search.ts';
import { agentName, agentOption, agentRow } from './views.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMPORT_COLUMNS = ['firstName', 'lastName', 'email', 'officeNum', 'memberType'] as const;
export const IMPORT_MEMBER_TYPES = AGENT_MEMBER_TYPES;

const tooLarge = (): HttpError =>
  new HttpError(413, { message: MESSAGE.tooLarge, errors: { file: [MESSAGE.tooLarge] } });

export function agentHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/agents',
      route({ auth: 'user' }, ({ response }, { store, q, session }) => {
        const paging = q.page();
        const officeId = q.int('officeId', { min: 1 });
        const active = q.bool('active');
        const s = scope(session, store);
        const inScope = s.all ? null : (a: AgentRec) => s.officeIds.has(a.officeId);
        const page =
          officeId !== undefined
            ? paginate(
                (store.agentsByOffice.get(officeId) ?? []).filter(
                  (a) => (active === undefined || a.active === active) && (inScope === null || inScope(a)),
                ),
                paging,
              )
            : searchIndex(
                store.agentIndex,
                active === undefined ? { kind: 'all' } : { kind: 'column', column: 'active', mode: 'equals' },
                active === undefined ? '' : active ? 'active' : 'inactive',
                inScope,
                paging.pageNumber,
                paging.pageSize,
              );
        return response(200).json(...pagedReply(page, (a) => agentRow(store, a)));
      }),
    ),

    api.get(
      '/agents/agentsBy',
      route({ auth: 'admin', strict: true }, ({ response }, { store, q, session }) => {
        const paging = q.page();
        const key = q.string('key', { required: true, minLength: 1 });
        const text = q.string('search');
        q.int('UserId', { min: 1 });
        q.oneOf('RoleId', ['1', '2', '3']);
        const attribute = findAttribute(agentAttributes(), key, true);
        const s = scope(session, store);
        const page = runSearch(
          store.agentIndex,
          attribute,
          text,
          s.all ? null : (a) => s.officeIds.has(a.officeId),
          paging,
        );
        return response(200).json(...pagedReply(page, (a) => agentRow(store, a)));
      }),
    ),

    api.get(
      '/agents/InternalAgentDropdown',
      route({ auth: 'user' }, ({ response }, { store, q, session }) => {
        const ownOffice = session.office?.id ?? 0;
        let officeId = q.int('officeId', { min: 1 }) ?? ownOffice;
        const s = scope(session, store);
        if (!s.all && !s.officeIds.has(officeId)) officeId = ownOffice;
        const needle = (q.string('search') ?? '').trim().toLowerCase();
        const agents = (store.agentsByOffice.get(officeId) ?? [])
          .filter((a) => a.active && (needle === '' || agentName(a).toLowerCase().includes(needle)))
          .sort((a, b) => agentName(a).localeCompare(agentName(b)))
          .slice(0, 200);
        return response(200).json({ data: agents.map((a) => agentOption(store, a)) });
      }),
    ),

    api.post(
      '/agents/Import/Read',
      route({ auth: 'admin', strict: true }, async ({ request, response }, { store, session }) => {
        const length = Number(request.headers.get('content-length') ?? 0);
        if (length > MAX_UPLOAD_BYTES + 64 * 1024) throw tooLarge();
        const type = request.headers.get('content-type') ?? '';
        if (!type.toLowerCase().startsWith('multipart/form-data')) {
          throw badRequest('Send the file as multipart/form-data.', { file: ['A file is required.'] });
        }
        let form: FormData;
        try {
          form = await request.formData();
        } catch {
          throw badRequest('The upload could not be read.', { file: ['A file is required.'] });
        }
        const file = form.get('file');
        if (file === null || typeof file === 'string')
          throw badRequest(MESSAGE.invalid, { file: ['A file is required.'] });
        if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
        const companyRaw = form.get('companyId');
        let companyId: number | undefined;
        if (companyRaw !== null && companyRaw !== '') {
          companyId = Number(companyRaw);
          if (typeof companyRaw !== 'string' || !/^\d{1,9}$/.test(companyRaw) || companyId < 1) {
            throw badRequest(MESSAGE.invalid, { companyId: ['companyId must be a whole number.'] });
          }
          if (!store.companyById.has(companyId))
            throw badRequest(MESSAGE.invalid, { companyId: ['No such company.'] });
        }
        const s = scope(session, store);
        if (companyId !== undefined && !s.all && !s.companyIds.has(companyId)) throw forbidden();
        const name = file.name || 'upload.csv';
        if (/\.xlsx?$/i.test(name)) {
          throw badRequest('The mock backend reads CSV only; save the sheet as CSV and upload it again.', {
            file: ['Only CSV files can be read.'],
          });
        }
        const text = await file.text();
        if (text.includes('\u0000'))
          throw badRequest('The file is not a CSV text file.', { file: ['Not a CSV file.'] });
        const result = readAgentFile(store, name, text, {
          companyId,
          inScope: (officeId) => s.all || s.officeIds.has(officeId),
        });
        return response(200).json({ data: result });
      }),
    ),
  ];
}

/**
 * Parses the CSV row by row. Every row is accepted or rejected with its line number and why; when
 * every row is valid the agents are added together, otherwise nothing is imported.
 */
export function readAgentFile(
  store: Parameters<typeof agentOption>[0],
  fileName: string,
  text: string,
  options: { companyId: number | undefined; inScope: (officeId: number) => boolean },
): AgentImportResult {
  const records = parseCsv(text);
  const header = records.shift();
  if (!header || header.fields.every((f) => f.trim() === '')) {
    throw badRequest('The file is empty.', { file: ['The file has no header row.'] });
  }
  if (header.error) throw badRequest('The header row cannot be read.', { file: [header.error] });
  const columns = header.fields.map((f) => f.trim());
  const positions = new Map<string, number>();
  columns.forEach((c, i) => positions.set(c.toLowerCase(), i));
  const missing = IMPORT_COLUMNS.filter((c) => !positions.has(c.toLowerCase()));
  if (missing.length > 0) {
    throw badRequest(`The file is missing columns: ${missing.join(', ')}.`, {
      file: [`Expected the columns ${IMPORT_COLUMNS.join(', ')}.`],
    });
  }
  const data = records.filter((r) => r.fields.some((f) => f.trim() !== ''));
  if (data.length === 0) throw badRequest('The file has no rows.', { file: ['The file has no rows.'] });
  if (data.length > 5000)
    throw badRequest('The file has more than 5,000 rows.', { file: ['At most 5,000 rows.'] });
  const officeByNum = new Map(store.db.offices.map((o) => [o.officeNum, o]));
  const seen = new Set<string>();
  const rows: AgentImportRow[] = [];
  const errors: AgentImportResult['errors'] = [];
  const accepted: Omit<AgentRec, 'userId'>[] = [];
  const cell = (fields: string[], column: string): string =>
    (fields[positions.get(column.toLowerCase()) ?? -1] ?? '').trim();
  for (const record of data) {
    const rowNumber = record.line;
    const f = record.fields;
    const row: AgentImportRow = {
      rowNumber,
      firstName: cell(f, 'firstName'),
      lastName: cell(f, 'lastName'),
      email: cell(f, 'email'),
      officeNum: cell(f, 'officeNum'),
      memberType: cell(f, 'memberType'),
      valid: true,
    };
    if (record.error) {
      // The line could not be read as a record: report it alone rather than guess at its fields.
      row.valid = false;
      rows.push(row);
      errors.push({ rowNumber, field: 'row', message: record.error });
      continue;
    }
    const rowErrors: Array<{ field: string; message: string }> = [];
    if (f.length !== columns.length)
      rowErrors.push({ field: 'row', message: `Expected ${columns.length} values, found ${f.length}` });
    if (row.firstName === '') rowErrors.push({ field: 'firstName', message: 'First name is required' });
    else if (row.firstName.length > 100)
      rowErrors.push({ field: 'firstName', message: 'First name is longer than 100 characters' });
    if (row.lastName === '') rowErrors.push({ field: 'lastName', message: 'Last name is required' });
    else if (row.lastName.length > 200)
      rowErrors.push({ field: 'lastName', message: 'Last name is longer than 200 characters' });
    const emailKey = row.email.toLowerCase();
    if (row.email === '') rowErrors.push({ field: 'email', message: 'E-mail is required' });
    else if (!isEmail(row.email)) rowErrors.push({ field: 'email', message: CONTACT_MESSAGES.emailNotValid });
    else if (store.agentEmails.has(emailKey))
      rowErrors.push({ field: 'email', message: 'An agent with this e-mail already exists' });
    else if (seen.has(emailKey))
      rowErrors.push({ field: 'email', message: 'This e-mail appears twice in the file' });
    seen.add(emailKey);
    const office = officeByNum.get(row.officeNum);
    if (row.officeNum === '') rowErrors.push({ field: 'officeNum', message: 'Office number is required' });
    else if (!office)
      rowErrors.push({ field: 'officeNum', message: `No office has the number ${row.officeNum}` });
    else if (options.companyId !== undefined && office.companyId !== options.companyId) {
      rowErrors.push({ field: 'officeNum', message: 'The office belongs to another company' });
    } else if (!options.inScope(office.id))
      rowErrors.push({ field: 'officeNum', message: 'You may not add agents to this office' });
    else if (office.status !== 1)
      rowErrors.push({ field: 'officeNum', message: 'The office is not active yet' });
    const memberType = IMPORT_MEMBER_TYPES.find((t) => t.toLowerCase() === row.memberType.toLowerCase());
    if (!memberType)
      rowErrors.push({
        field: 'memberType',
        message: `Type must be one of: ${IMPORT_MEMBER_TYPES.join(', ')}`,
      });
    row.valid = rowErrors.length === 0;
    rows.push(row);
    for (const e of rowErrors) errors.push({ rowNumber, ...e });
    if (row.valid && office && memberType) {
      accepted.push({
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: '',
        memberType,
        active: true,
        gfStatus: 'Current',
        officeId: office.id,
        teamId: null,
        hireDate: store.db.meta.today,
        planId: store.defaultPlanId(office.companyId),
        anniversaryMonth: Number(store.db.meta.today.slice(5, 7)),
        activeListings: 0,
        pendingContracts: 0,
        tinLast4: '0000',
      });
    }
  }
  if (errors.length === 0) store.addAgents(accepted);
  return { fileName: fileName.slice(0, 255), rowCount: rows.length, columns, rows, errors };
}
