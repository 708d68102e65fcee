// Test set-up over the Node transport: one mock server per test file with a fresh store per test, and
// a call that checks every reply against the OpenAPI contract (ajv) before the test looks at it.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createMockServer, type MockServer } from '../node.ts';
import { contractProblems, operation, readReply } from './contract.ts';

/** A mock server at `http://<host>/api`, its data pinned to 2026-06-15, reset before every test. */
export function mockPerTest(host: string): MockServer {
  const mock = createMockServer({ baseUrl: `http://${host}/api`, now: new Date('2026-06-15T12:00:00Z') });
  beforeAll(() => mock.listen());
  beforeEach(() => mock.reset());
  afterAll(() => mock.close());
  return mock;
}

export type Json = {
  data?: Record<string, unknown> | null;
  message?: string;
  errors?: Record<string, string[]>;
};

/** Calls the mock as `who` (null: no token) and checks the reply against the contract of `operationId`. */
export function contractCall(mock: MockServer) {
  return async (operationId: string, who: string | null, path: string, json?: unknown) => {
    const op = operation(operationId);
    const headers: Record<string, string> = {};
    if (who) headers.authorization = `Bearer ${await mock.tokenFor(who)}`;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${mock.baseUrl}${path}`, {
      method: op.method,
      headers,
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
    const reply = await readReply(response);
    expect(contractProblems(op, reply)).toEqual([]);
    return { status: reply.status, body: reply.body as Json };
  };
}
