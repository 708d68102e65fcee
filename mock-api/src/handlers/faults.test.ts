// Failure injection and latency through the Node transport: x-mock-fail, armed failures and
// x-mock-delay answer as the README says.
import { describe, expect, test } from 'vitest';
import { httpCall, mockPerTest } from '../testing/mock-test.ts';

const mock = mockPerTest('faults.mock.test');
const call = httpCall(mock);

describe('failure injection and latency', () => {
  test('x-mock-fail: 500 or __fail=503 makes that call fail; the next one works', async () => {
    const failed = await call('superuser', '/tabfilter', { headers: { 'x-mock-fail': '500' } });
    expect(failed.status).toBe(500);
    expect(typeof failed.body.message).toBe('string');
    expect((await call('superuser', '/tabfilter?__fail=503')).status).toBe(503);
    expect((await call('superuser', '/tabfilter')).status).toBe(200);
  });

  test('POST /__mock/fail-next arms failures for the next calls', async () => {
    await fetch(`${mock.baseUrl}/__mock/fail-next`, {
      method: 'POST',
      body: JSON.stringify({ status: 502, count: 2 }),
    });
    expect((await call('superuser', '/tabfilter')).status).toBe(502);
    expect((await call('superuser', '/companies')).status).toBe(502);
    expect((await call('superuser', '/tabfilter')).status).toBe(200);
  });

  test('x-mock-delay adds latency', async () => {
    const started = performance.now();
    expect((await call('superuser', '/tabfilter', { headers: { 'x-mock-delay': '120' } })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  test('a fresh store per test: the previous tests’ writes are gone', async () => {
    const r = await call(
      'superuser',
      '/companies/getCompaniesBy?SearchField=Company_Name&SearchText=renamed',
    );
    expect(r.status).toBe(404);
  });
});
