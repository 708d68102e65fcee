// Test set-up over the Node transport: one mock server per test file with a fresh store per test, and
// a call that checks every reply against the OpenAPI contract (ajv) before the test looks at it.
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { armFailure } from '../handlers/http/route.ts';
import { createMockServer, type MockServer } from '../node.ts';
import { contractProblems, operation, readReply } from './contract.ts';

/**
 * A mock server at `http://<host>/api`, its data pinned to 2026-06-15, reset before every test;
 * handlers a test added and armed failures are dropped after it.
 */
export function mockPerTest(host: string): MockServer {
  const mock = createMockServer({ baseUrl: `http://${host}/api`, now: new Date('2026-06-15T12:00:00Z') });
  beforeAll(() => mock.listen());
  beforeEach(() => mock.reset());
  afterEach(() => {
    mock.server.resetHandlers();
    armFailure(500, 0);
  });
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

export type Reply = {
  data?: unknown;
  message?: string;
  errors?: Record<string, string[]>;
};

/** Calls the mock as `who` (null: no token): status, JSON body (null when not JSON), x-pagination. */
export function httpCall(mock: MockServer) {
  return async (
    who: string | null,
    path: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string>; body?: BodyInit } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    if (who) headers.authorization = `Bearer ${await mock.tokenFor(who)}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${mock.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    const type = response.headers.get('content-type') ?? '';
    const body = (type.includes('json') ? await response.json() : null) as Reply;
    const pagination = response.headers.get('x-pagination');
    return {
      status: response.status,
      body,
      pagination: pagination
        ? (JSON.parse(pagination) as { currentPage: number; pageSize: number; totalCount: number })
        : null,
    };
  };
}

/** The rows of a list reply. */
export const rows = <T>(r: { body: Reply }): T[] => r.body.data as T[];
