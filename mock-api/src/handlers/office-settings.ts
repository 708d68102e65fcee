// An office's admin tabs: settings (feature flags), notes, royalty rules and status. Admins of the
// office's company (or Super Admins) read and change them; only a Super Admin changes the status.
import type { ContractSide, OfficeNote, RoyaltyRule } from '@balance/api-client';
import { CONTRACT_SIDES } from '@balance/domain';
import type { Store } from '../store/store.ts';
import type { OfficeFlags, OfficeRec } from '../store/types.ts';
import type { Session } from './http/auth.ts';
import { Check, readJson } from './http/checks.ts';
import { forbidden } from './http/errors.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { officeFor } from './http/scope.ts';
import { officeSettings, officeStatus } from './views.ts';

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

/** Admins of the office's company (or Super Admins) may change it. */
function officeForAdmin(store: Store, session: Session, raw: unknown): OfficeRec {
  const office = officeFor(store, session, raw);
  if (session.role === 'Agent') throw forbidden();
  return office;
}

/** The office a write names (admins only, in scope), then its JSON body to check. */
async function officeAndBody(
  store: Store,
  session: Session,
  raw: unknown,
  request: Request,
): Promise<{ office: OfficeRec; check: Check }> {
  const office = officeForAdmin(store, session, raw);
  return { office, check: new Check(await readJson(request)) };
}

/** A body that repeats the office id must name the office of the path. */
function checkOfficeId(check: Check, office: OfficeRec): void {
  const officeId = check.number('officeId', { required: true, integer: true });
  if (officeId !== undefined && officeId !== office.id)
    check.add('officeId', 'officeId must be the office of the path');
}

export function officeSettingsHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/Office/settings/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) =>
        response(200).json({ data: officeSettings(officeForAdmin(store, session, params.id)) }),
      ),
    ),

    api.put(
      '/Office/settings/{id}',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const { office, check } = await officeAndBody(store, session, params.id, request);
        checkOfficeId(check, office);
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
        const { office, check } = await officeAndBody(store, session, params.id, request);
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
        const { office, check } = await officeAndBody(store, session, params.id, request);
        checkOfficeId(check, office);
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
        const { office, check } = await officeAndBody(store, session, params.id, request);
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
