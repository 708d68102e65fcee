// Bad input never breaks the mock: for every operation, arbitrary parameters, ids and bodies (wrong
// types, negative and huge numbers, hostile strings, malformed JSON) get only documented statuses,
// each with a body valid against the contract, and never a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  contractProblems,
  operations,
  requestBodyKeys,
  type Operation,
  type Parameter,
} from '../../mock-api/src/testing/contract.ts';
import {
  startHttp,
  startMsw,
  type RequestSpec,
  type Transport,
} from '../../mock-api/src/testing/transports.ts';

let msw: Transport;
let http: Transport;
const tokens: Record<string, string | null> = { none: null };

beforeAll(async () => {
  msw = startMsw();
  http = await startHttp();
  for (const who of ['superuser', 'officeadmin', 'agent', 'noaccess']) tokens[who] = await msw.tokenFor(who);
});

afterAll(async () => {
  await msw?.close();
  await http?.close();
});

const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '-99999999999',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '99999999999999999999999',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'O\'Brien"; DROP TABLE agents; --',
  '%',
  '%00',
  '../../etc/passwd',
  'Agent_All',
  'Office_Status',
  'SELECT',
  '2026-02-30',
  'x'.repeat(5000),
);

/** A value for one parameter: sometimes plausible for its schema, often not. */
function parameterValue(p: Parameter): fc.Arbitrary<string> {
  const type = p.schema.type;
  const plausible =
    type === 'integer'
      ? fc.integer({ min: -5, max: 2_000_000 }).map(String)
      : type === 'boolean'
        ? fc.constantFrom('true', 'false')
        : Array.isArray(p.schema.enum)
          ? fc.constantFrom(...p.schema.enum.map(String))
          : fc.string({ maxLength: 12 });
  return fc.oneof(
    plausible,
    nasty,
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer().map(String),
    fc.double().map(String),
  );
}

function requestFor(op: Operation): fc.Arbitrary<RequestSpec> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map((p) => parameterValue(p).filter((v) => v !== '' && v !== '.' && v !== '..')))
    .map((values) => {
      let out = op.path;
      pathParams.forEach((p, i) => {
        out = out.replace(`{${p.name}}`, encodeURIComponent(values[i] ?? 'x'));
      });
      return out;
    });
  const query = fc.record(
    Object.fromEntries([
      ...queryParams.map((p) => [p.name, parameterValue(p)]),
      ['unexpected', fc.string({ maxLength: 5 })],
    ]),
    { requiredKeys: [] },
  );
  const keys = requestBodyKeys(op);
  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    nasty,
    fc.integer({ min: -1e9, max: 1e9 }),
    fc.constant(null),
  );
  const body: fc.Arbitrary<Pick<RequestSpec, 'json' | 'rawBody' | 'form'>> = !op.requestBody
    ? fc.constant({})
    : op.requestBody.contentType.startsWith('multipart/')
      ? fc.oneof(
          fc
            .tuple(fc.string({ unit: 'binary', maxLength: 300 }), fc.oneof(nasty, fc.string()))
            .map(([text, companyId]) => {
              const form = new FormData();
              form.set(
                'file',
                new File([`firstName,lastName,email,officeNum,memberType\n${text}`], 'agents.csv', {
                  type: 'text/csv',
                }),
              );
              form.set('companyId', companyId);
              return { form };
            }),
          fc.jsonValue({ maxDepth: 2 }).map((json) => ({ json })),
          fc.string({ unit: 'binary', maxLength: 60 }).map((rawBody) => ({ rawBody })),
        )
      : fc.oneof(
          fc
            .record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] })
            .map((json) => ({ json })),
          fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })),
          fc.string({ unit: 'binary', maxLength: 60 }).map((rawBody) => ({ rawBody })),
          fc.constant({ rawBody: '{"unterminated": ' }),
        );
  const who = fc.constantFrom('superuser', 'superuser', 'officeadmin', 'agent', 'noaccess', 'none');
  return fc.record({ path, query, body, who }).map(({ path: p, query: q, body: b, who: w }) => ({
    method: op.method,
    path: p,
    query: q as RequestSpec['query'],
    token: tokens[w] ?? null,
    ...b,
  }));
}

async function expectDocumented(transport: Transport, op: Operation, request: RequestSpec): Promise<void> {
  const reply = await transport.send(request);
  expect(reply.status, `${op.operationId} ${JSON.stringify(reply.body)}`).toBeLessThan(500);
  expect(
    contractProblems(op, reply),
    JSON.stringify({
      request: { ...request, token: Boolean(request.token), form: undefined },
      body: reply.body,
    }),
  ).toEqual([]);
}

describe('property: arbitrary input gets documented answers (MSW transport)', () => {
  test.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
    await fc.assert(
      fc.asyncProperty(requestFor(op), (request) => expectDocumented(msw, op, request)),
      { numRuns: 20, seed: 20_260_611 },
    );
  });
});

describe('property: the HTTP transport too', () => {
  test('a sample of arbitrary requests over every operation', async () => {
    const any = fc
      .constantFrom(...operations)
      .chain((op) => requestFor(op).map((request) => ({ op, request })));
    await fc.assert(
      fc.asyncProperty(any, ({ op, request }) => expectDocumented(http, op, request)),
      { numRuns: 100, seed: 7 },
    );
  });
});

describe('explicit bad input', () => {
  const bodyOps = operations.filter((op) => op.requestBody?.contentType === 'application/json');

  test.each(bodyOps.map((op) => [`${op.method} ${op.path}`, op] as const))(
    'malformed JSON → 400 on %s',
    async (_name, op) => {
      const path = op.path.replace('{id}', '1').replace('{hash}', 'f'.repeat(32));
      for (const transport of [msw, http]) {
        const reply = await transport.send({
          method: op.method,
          path,
          rawBody: '{"a": [1, 2',
          token: tokens.superuser,
        });
        const expected = op.path === '/user/{hash}' ? 404 : 400; // an unknown reset link is refused before its body is read
        expect(reply.status).toBe(expected);
        expect(contractProblems(op, reply)).toEqual([]);
      }
    },
  );

  test('an oversized JSON body is refused with 400, not a crash', async () => {
    const reply = await http.send({
      method: 'POST',
      path: '/companies',
      rawBody: JSON.stringify({ name: 'x'.repeat(2_000_000), active: true }),
      token: tokens.superuser,
    });
    expect(reply.status).toBe(400);
  });

  test.each(['-1', '0', '101', '1000000', 'abc', '2.5'])(
    'page size %s: 400 where the contract has 400, else clamped',
    async (size) => {
      for (const transport of [msw, http]) {
        const strict = await transport.send({
          path: '/agents/agentsBy',
          query: { key: 'Agent_All', pageSize: size },
          token: tokens.superuser,
        });
        expect(strict.status).toBe(400);
        const lenient = await transport.send({
          path: '/companies',
          query: { pageSize: size },
          token: tokens.superuser,
        });
        expect(lenient.status).toBe(200);
        const page = JSON.parse(lenient.headers.get('x-pagination') ?? '{}') as { pageSize: number };
        expect(page.pageSize).toBeGreaterThanOrEqual(1);
        expect(page.pageSize).toBeLessThanOrEqual(100);
      }
    },
  );

  test('a huge page number is an empty page, not an error', async () => {
    const reply = await msw.send({
      path: '/companies',
      query: { pageNumber: 999999999, pageSize: 100 },
      token: tokens.superuser,
    });
    expect(reply.status).toBe(200);
    expect((reply.body as { data: unknown[] }).data).toEqual([]);
  });
});
