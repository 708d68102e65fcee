// The app and the mock apply the same rules: every input goes to the domain validator the forms call
// and to each mock endpoint that checks that field. Client says invalid ⇔ mock answers 400 with a
// field error for it (and a valid input is saved: 200).
import { PALETTE_KINDS } from '@balance/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spec } from '../../mock-api/src/testing/contract.ts';
import { startMsw, type Transport } from '../../mock-api/src/testing/transports.ts';
import { BILLING_RULES } from './billingRules.ts';
import { contractStatusRules } from './contractStatusRules.ts';
import { FIELD_RULES } from './fieldRules.ts';
import { PLAN_RULES } from './planRules.ts';
import type { Rule, Who } from './ruleRequests.ts';

const RULES: readonly Rule[] = [...PLAN_RULES, ...BILLING_RULES, ...FIELD_RULES, ...contractStatusRules];

let msw: Transport;
const tokens: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  msw = startMsw();
  tokens.superuser = await msw.tokenFor('superuser');
  tokens.agent = await msw.tokenFor('agent');
});

afterAll(async () => {
  await msw?.close();
});

function fieldErrors(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = body.errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, unknown>) : {};
}

const rows = RULES.flatMap((rule) =>
  rule.endpoints.flatMap((endpoint) =>
    rule.inputs.map(
      (input) =>
        [
          `${rule.name}: ${endpoint.name} ${endpoint.field} ← ${JSON.stringify(input)}`,
          rule,
          endpoint,
          input,
        ] as const,
    ),
  ),
);

describe('the client rule and the mock agree', () => {
  test.each(rows)('%s', async (_name, rule, endpoint, input) => {
    const clientInvalid = rule.client(input) !== null;
    const reply = await msw.send({
      ...endpoint.request(msw.store, input),
      token: tokens[endpoint.as ?? 'superuser'],
    });
    const mockInvalid = reply.status === 400 && endpoint.field in fieldErrors(reply.body);
    expect({ input, mockInvalid, status: reply.status }).toEqual({
      input,
      mockInvalid: clientInvalid,
      status: clientInvalid ? 400 : 200,
    });
  });

  test('the table has valid and invalid inputs for every rule', () => {
    for (const rule of RULES) {
      const verdicts = new Set(rule.inputs.map((input) => rule.client(input) === null));
      expect([rule.name, [...verdicts].sort()]).toEqual([rule.name, [false, true]]);
    }
  });
});

describe('the palette’s record kinds', () => {
  test('are the contract’s PaletteKind, in the order their groups are shown', () => {
    const schemas = (spec as { components: { schemas: Record<string, { enum?: unknown[] }> } }).components
      .schemas;
    expect([...PALETTE_KINDS]).toEqual(schemas.PaletteKind?.enum);
  });
});
