// The contract checker itself must be able to fail: wrong bodies, undocumented statuses, missing headers.
import { describe, expect, test } from 'vitest';
import { contractProblems, operation, operations } from './contract.ts';

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  contentType: 'application/json',
  headers: new Headers(headers),
  body,
  bytes: new Uint8Array(),
});

describe('contract checker', () => {
  test('reads every operation of the spec', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operation('listCompanies').responses['200']?.headers).toContain('x-pagination');
  });

  test('accepts a conforming reply', () => {
    const r = reply(
      200,
      {
        data: [
          {
            id: 1,
            name: 'A',
            active: true,
            dateCreated: '2020-01-01T00:00:00Z',
            createdByName: 'B',
            officeCount: 0,
          },
        ],
      },
      {
        'x-pagination': '{"currentPage":1,"pageSize":5,"totalCount":1}',
      },
    );
    expect(contractProblems(operation('listCompanies'), r)).toEqual([]);
  });

  test('refuses a wrong body, a missing header and an undocumented status', () => {
    const op = operation('listCompanies');
    expect(
      contractProblems(
        op,
        reply(
          200,
          { data: [{ id: 'one' }] },
          { 'x-pagination': '{"currentPage":1,"pageSize":5,"totalCount":1}' },
        ),
      ).length,
    ).toBeGreaterThan(0);
    expect(contractProblems(op, reply(200, { data: [] })).join()).toMatch(/x-pagination/);
    expect(contractProblems(op, reply(418, { message: 'teapot' })).join()).toMatch(/not documented/);
    expect(contractProblems(op, reply(404, { message: 'x', data: [1] })).length).toBeGreaterThan(0);
    expect(contractProblems(operation('getCompany'), reply(200, { data: { id: 1 } })).length).toBeGreaterThan(
      0,
    );
    expect(
      contractProblems(
        operation('getCompany'),
        reply(200, {
          data: {
            id: 1,
            name: 'A',
            active: true,
            dateCreated: 'yesterday',
            createdByName: 'B',
            officeCount: 0,
            address: '',
            city: '',
            state: '',
            zip: '',
            country: '',
            mainPhone: '',
            mainEmail: '',
          },
        }),
      ).join(),
    ).toMatch(/date-time/);
  });
});
