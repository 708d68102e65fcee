// Contract: every operation's answers (success and errors) validate against openapi/openapi.yaml,
// through the MSW (Node) transport and the HTTP transport (json-server), and both transports give
// the same answer to the same request.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { contractProblems, operation, operations, type Reply } from '../../mock-api/src/testing/contract.ts';
import { startHttp, startMsw, type Transport } from '../../mock-api/src/testing/transports.ts';
import { UNREACHABLE, cases, type Case, type Who } from './cases.ts';

let msw: Transport;
let http: Transport;

beforeAll(async () => {
  msw = startMsw();
  http = await startHttp();
});

afterAll(async () => {
  await msw?.close();
  await http?.close();
});

async function run(transport: Transport, c: Case): Promise<Reply> {
  const who: Who = c.as ?? 'superuser';
  const token = who === 'none' ? null : await transport.tokenFor(who);
  const request = c.request({ store: transport.store });
  return transport.send({ ...request, token });
}

/** What both transports must agree on: status, content type, pagination and body. */
function comparable(reply: Reply): unknown {
  return {
    status: reply.status,
    contentType: reply.contentType.split(';')[0],
    pagination: reply.headers.get('x-pagination'),
    body: reply.contentType.includes('json') ? reply.body : `${reply.bytes.byteLength} bytes`,
  };
}

describe('coverage', () => {
  test('every operation has a success case, a 401 case when secured, and a case for each documented error', () => {
    const missing: string[] = [];
    for (const op of operations) {
      const statuses = new Set(cases.filter((c) => c.op === op.operationId).map((c) => String(c.status)));
      if (op.secured) statuses.add('401'); // the no-token cases below
      for (const status of Object.keys(op.responses)) {
        if (!statuses.has(status) && !UNREACHABLE[op.operationId]?.[status])
          missing.push(`${op.operationId} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('every case names an operation of the spec', () => {
    for (const c of cases) expect(() => operation(c.op)).not.toThrow();
  });
});

describe('answers', () => {
  test.each(cases.map((c) => [`${c.op}: ${c.name} → ${c.status}`, c] as const))('%s', async (_name, c) => {
    const op = operation(c.op);
    const a = await run(msw, c);
    const b = await run(http, c);
    expect(a.status, `msw body: ${JSON.stringify(a.body)}`).toBe(c.status);
    expect(contractProblems(op, a)).toEqual([]);
    expect(contractProblems(op, b)).toEqual([]);
    expect(comparable(b)).toEqual(comparable(a));
    if (c.expectBody) c.expectBody(a.body, { store: msw.store });
    if (a.contentType.startsWith('application/pdf')) {
      const pdf = await PDFDocument.load(a.bytes);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toMatch(
        c.op === 'getContractCda'
          ? /^Commission Disbursement Authorization \d+$/
          : /^(Invoice INV-|Disbursement batch)/,
      );
      expect(Buffer.from(b.bytes).equals(Buffer.from(a.bytes))).toBe(true);
    }
  });

  test.each(
    operations
      .filter((op) => op.secured)
      .map((op) => [`${op.operationId} without a token → 401`, op] as const),
  )('%s', async (_name, op) => {
    const path = op.path
      .replace('{id}', '1')
      .replace('{slug}', 'closed-deals')
      .replace('{hash}', 'x'.repeat(32));
    for (const transport of [msw, http]) {
      const reply = await transport.send({
        method: op.method,
        path,
        json: op.method === 'GET' ? undefined : {},
      });
      expect(reply.status).toBe(401);
      expect(contractProblems(op, reply)).toEqual([]);
    }
  });
});
