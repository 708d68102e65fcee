// Rows of the rules-agree table for the plan form: the tier split and threshold, the cap and its
// start date, each checked by planErrors and by POST /plans the same way.
import { planErrors, type PlanTerms } from '@balance/domain';
import { planInput, planRequest } from './plan-cases.ts';
import type { Rule } from './ruleRequests.ts';

/** The plan form's verdict on a plan that differs from the contract plan in `patch`, under `field`. */
function planRule(patch: Partial<PlanTerms>, field: string): string | null {
  const terms = { ...(planInput as PlanTerms), name: 'x', ...patch };
  return planErrors(terms)[field] ?? null;
}
const amount = (value: string): number | null => (value === '' ? null : Number(value));

export const PLAN_RULES: readonly Rule[] = [
  {
    name: 'plan tier split',
    client: (value) => planRule({ tiers: [{ from: 0, agentSplit: Number(value) }] }, 'tiers.0.agentSplit'),
    inputs: ['0', '70', '100', '62.5', '100.5', '-1'],
    endpoints: [
      {
        name: 'createPlan',
        field: 'tiers.0.agentSplit',
        request: (_s, value) => planRequest({ tiers: [{ from: 0, agentSplit: Number(value) }] }),
      },
    ],
  },
  {
    name: 'plan tier threshold',
    client: (value) =>
      planRule(
        {
          tiers: [
            { from: 0, agentSplit: 70 },
            { from: Number(value), agentSplit: 80 },
          ],
        },
        'tiers.1.from',
      ),
    inputs: ['50000', '0.01', '0', '-5'],
    endpoints: [
      {
        name: 'createPlan',
        field: 'tiers.1.from',
        request: (_s, value) =>
          planRequest({
            tiers: [
              { from: 0, agentSplit: 70 },
              { from: Number(value), agentSplit: 80 },
            ],
          }),
      },
    ],
  },
  {
    name: 'plan cap',
    client: (value) => planRule({ capAmount: amount(value) }, 'capAmount'),
    inputs: ['18000', '', '0.5', '0', '-1'],
    endpoints: [
      {
        name: 'createPlan',
        field: 'capAmount',
        request: (_s, value) => planRequest({ capAmount: amount(value) }),
      },
    ],
  },
  {
    name: 'plan cap year set date',
    client: (value) =>
      planRule({ capYearStart: 'Set date', capStartMonth: 2, capStartDay: Number(value) }, 'capStartDay'),
    inputs: ['1', '28', '29', '30', '0'],
    endpoints: [
      {
        name: 'createPlan',
        field: 'capStartDay',
        request: (_s, value) =>
          planRequest({ capYearStart: 'Set date', capStartMonth: 2, capStartDay: Number(value) }),
      },
    ],
  },
];
