// DTR Contact Mapping: which role of the company's DTR each contract contact type maps to. A Super
// Admin reads and changes every company's; an Office Admin only their own company's; agents are refused.
import { CONTACT_MESSAGES, CONTACT_TYPE_ORDER, CONTACT_TYPES, DTR_SYNCS, isEmail } from '@balance/domain';
import { dtrMappingOf, externalOf, saveExtra } from '../store/lazy-seeded-records.ts';
import type { DtrContactMappingRec, DtrContactRuleRec } from '../store/types.ts';
import { Check, readJson } from './http/checks.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { companyFor } from './http/scope.ts';

function readRules(check: Check): DtrContactRuleRec[] {
  const list = check.value('rules');
  const rules: DtrContactRuleRec[] = [];
  if (!Array.isArray(list)) {
    check.add('rules', 'rules must be a list');
    return rules;
  }
  if (list.length > CONTACT_TYPES.length) check.add('rules', 'At most one rule per contact type');
  const seen = new Set<string>();
  list.slice(0, CONTACT_TYPES.length).forEach((item: unknown, i) => {
    const prefix = `rules[${i}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      check.add(prefix, 'Each rule must be an object');
      return;
    }
    const rule = new Check(item);
    const contactType = rule.oneOf('contactType', CONTACT_TYPES, { required: true });
    if (contactType && seen.has(contactType)) rule.add('contactType', `${contactType} is mapped twice`);
    if (contactType) seen.add(contactType);
    const dtrRole = rule.string('dtrRole', { required: true, min: 1, max: 80, label: 'DTR role' });
    const sync = rule.oneOf('sync', DTR_SYNCS, { required: true });
    const required = rule.boolean('required', { required: true });
    const defaultCompany = rule.nullableString('defaultCompany', { max: 120 });
    const defaultEmail = rule.nullableString('defaultEmail', { max: 254 });
    if (!rule.has('defaultCompany')) rule.add('defaultCompany', 'defaultCompany is required (null for none)');
    if (!rule.has('defaultEmail')) rule.add('defaultEmail', 'defaultEmail is required (null for none)');
    if (typeof defaultEmail === 'string' && defaultEmail.trim() !== '' && !isEmail(defaultEmail))
      rule.add('defaultEmail', CONTACT_MESSAGES.emailNotValid);
    for (const [field, messages] of Object.entries(rule.errors)) {
      for (const m of messages) check.add(`${prefix}.${field}`, m);
    }
    if (rule.ok() && contactType && sync && required !== undefined) {
      rules.push({
        contactType,
        dtrRole: (dtrRole ?? '').trim(),
        sync,
        required,
        defaultCompany: defaultCompany?.trim() ? defaultCompany.trim() : null,
        defaultEmail: defaultEmail?.trim() ? defaultEmail.trim() : null,
      });
    }
  });
  const order: readonly string[] = CONTACT_TYPE_ORDER;
  return rules.sort((a, b) => order.indexOf(a.contactType) - order.indexOf(b.contactType));
}

export function dtrMappingHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/companies/dtrContactMapping/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) =>
        response(200).json({ data: dtrMappingOf(store, companyFor(store, session, params.id)) }),
      ),
    ),

    api.put(
      '/companies/dtrContactMapping/{id}',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const company = companyFor(store, session, params.id);
        const check = new Check(await readJson(request));
        const rules = readRules(check);
        check.done();
        const saved: DtrContactMappingRec = {
          companyId: company.id,
          dtrSystem: externalOf(store, company).dtrSystem,
          rules,
          updatedAt: store.nowIso(),
          updatedByName: session.user.name,
        };
        return response(200).json({ data: saveExtra(store, 'dtrMappings', company.id, saved) });
      }),
    ),
  ];
}
