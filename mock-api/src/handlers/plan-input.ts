// Reads a plan from a request body: shapes first (what the JSON must look like), then the domain's
// plan rules, the same ones the plan form runs, then the company-wide rule that names are unique.
import {
  CAP_YEAR_STARTS,
  PLAN_BASES,
  PLAN_FEE_KINDS,
  PLAN_FEE_STAGES,
  PLAN_LIMITS,
  PLAN_MESSAGES,
  planErrors,
  type PlanFee,
  type PlanTerms,
  type PlanTier,
} from '@balance/domain';
import type { Store } from '../store/store.ts';
import type { PlanRec } from '../store/types.ts';
import type { Check } from './http/checks.ts';

export type PlanInput = PlanTerms & { companyId: number; name: string; tiers: PlanTier[]; fees: PlanFee[] };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number.NaN);

function rows(check: Check, field: 'tiers' | 'fees', max: number): Record<string, unknown>[] {
  const v = check.value(field);
  if (!Array.isArray(v)) {
    check.add(field, `${field} is required`);
    return [];
  }
  if (v.length > max) return v.slice(0, max + 1).filter(isObject);
  return v.map((row, i) => {
    if (isObject(row)) return row;
    check.add(`${field}.${i}`, `${field}.${i} must be an object`);
    return {};
  });
}

export function readPlanInput(check: Check, store: Store, existing?: PlanRec): PlanInput {
  const companyId = check.number('companyId', { required: true, integer: true, min: 1 }) ?? 0;
  const name = (
    check.string('name', { required: true, max: PLAN_LIMITS.nameMax, label: 'Plan name' }) ?? ''
  ).trim();
  const basis = check.oneOf('basis', PLAN_BASES, { required: true }) ?? 'GCI';
  const capYearStart = check.oneOf('capYearStart', CAP_YEAR_STARTS, { required: true }) ?? 'Calendar';
  for (const field of ['capAmount', 'capStartMonth', 'capStartDay'])
    if (!check.has(field) && check.value(field) !== null)
      check.add(field, `${field} is required (null for none)`);
  const capAmount = check.value('capAmount') === null ? null : (check.number('capAmount') ?? null);
  const capStartMonth =
    check.value('capStartMonth') === null ? null : (check.number('capStartMonth', { integer: true }) ?? null);
  const capStartDay =
    check.value('capStartDay') === null ? null : (check.number('capStartDay', { integer: true }) ?? null);
  const tiers: PlanTier[] = rows(check, 'tiers', PLAN_LIMITS.tiersMax).map((t) => ({
    from: num(t.from),
    agentSplit: num(t.agentSplit),
  }));
  const fees: PlanFee[] = rows(check, 'fees', PLAN_LIMITS.feesMax).map((f, i) => {
    const kind = PLAN_FEE_KINDS.find((k) => k === f.kind);
    const stage = PLAN_FEE_STAGES.find((s) => s === f.stage);
    if (!kind) check.add(`fees.${i}.kind`, `kind must be one of: ${PLAN_FEE_KINDS.join(', ')}`);
    if (!stage) check.add(`fees.${i}.stage`, `stage must be one of: ${PLAN_FEE_STAGES.join(', ')}`);
    return {
      kind: kind ?? 'Transaction fee',
      stage: stage ?? 'Post-split',
      flatAmount: num(f.flatAmount),
      percent: num(f.percent),
    };
  });
  const input: PlanInput = {
    companyId,
    name,
    basis,
    tiers,
    capAmount,
    capYearStart,
    capStartMonth: capYearStart === 'Set date' ? capStartMonth : null,
    capStartDay: capYearStart === 'Set date' ? capStartDay : null,
    fees,
  };
  const ruleInput = { ...input, capStartMonth, capStartDay };
  for (const [field, message] of Object.entries(planErrors(ruleInput)))
    if (!check.errors[field]) check.add(field, message);
  if (name !== '') {
    const clash = store.db.plans.find(
      (p) =>
        p.companyId === (existing?.companyId ?? companyId) &&
        p.id !== existing?.id &&
        p.name.toLowerCase() === name.toLowerCase(),
    );
    if (clash) check.add('name', PLAN_MESSAGES.nameTaken);
  }
  if (!store.companyById.has(companyId) && companyId > 0) check.add('companyId', 'No such company');
  return input;
}
