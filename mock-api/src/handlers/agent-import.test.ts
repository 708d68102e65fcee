// The agent-file import through the Node transport (fresh store per test): every row accepted or
// refused with its line and reason, and nothing imported unless every row is valid.
import { describe, expect, test } from 'vitest';
import { CSV_QUOTE_NOT_CLOSED } from '../store/csv.ts';
import { httpCall, mockPerTest, rows } from '../testing/mock-test.ts';

const mock = mockPerTest('agent-import.mock.test');
const call = httpCall(mock);

describe('agent-file import', () => {
  const upload = (text: string) => {
    const form = new FormData();
    form.set('file', new File([text], 'agents.csv', { type: 'text/csv' }));
    return call('superuser', '/agents/Import/Read', { method: 'POST', body: form });
  };

  test('a valid file: every row accepted and imported together', async () => {
    const before = mock.store.agentCount(1);
    const r = await upload(
      'firstName,lastName,email,officeNum,memberType\nAda,Lovelace,ada@example.com,1001,Agent\nGrace,Hopper,grace@example.com,1001,Broker\n',
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      rowCount: 2,
      errors: [],
      columns: ['firstName', 'lastName', 'email', 'officeNum', 'memberType'],
    });
    expect(mock.store.agentCount(1)).toBe(before + 2);
    const found = await call('superuser', '/agents/agentsBy?key=Agent_Email&search=grace@example.com');
    expect(rows<{ name: string; officeNum: string }>(found)).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', officeNum: '1001' }),
    ]);
    const again = await upload(
      'firstName,lastName,email,officeNum,memberType\nAda,Lovelace,ada@example.com,1001,Agent\n',
    );
    expect((again.body.data as { errors: Array<{ message: string }> }).errors[0]?.message).toMatch(
      /already exists/,
    );
  });

  test('any rejected row: reasons with line numbers, and nothing imported', async () => {
    const before = mock.store.db.agents.length;
    const csv = [
      'firstName,lastName,email,officeNum,memberType',
      'Ok,Row,ok.row@example.com,1001,Agent',
      '"Quoted, with comma","Multi',
      'line",bad-email,1001,Agent',
      'No,Office,no.office@example.com,9999,Agent',
      'Dup,Row,ok.row@example.com,1001,Wizard',
    ].join('\n');
    const r = await upload(csv);
    expect(r.status).toBe(200);
    const data = r.body.data as {
      rows: Array<{ rowNumber: number; valid: boolean }>;
      errors: Array<{ rowNumber: number; field: string }>;
    };
    expect(data.rows.map((x) => [x.rowNumber, x.valid])).toEqual([
      [2, true],
      [3, false],
      [5, false],
      [6, false],
    ]);
    expect(data.errors.map((e) => `${e.rowNumber}:${e.field}`)).toEqual([
      '3:email',
      '5:officeNum',
      '6:email',
      '6:memberType',
    ]);
    expect(mock.store.db.agents.length).toBe(before);
  });

  test('an unclosed quote: its line is reported and every other row is still read', async () => {
    const csv = [
      'firstName,lastName,email,officeNum,memberType',
      'Ann,One,ann.one@example.com,1001,Agent',
      '"Bob,Two,bob.two@example.com,1001,Agent',
      'Cy,Three,cy.three@example.com,1001,Agent',
    ].join('\n');
    const r = await upload(csv);
    expect(r.status).toBe(200);
    const data = r.body.data as {
      rowCount: number;
      rows: Array<{ rowNumber: number; valid: boolean; email: string }>;
      errors: Array<{ rowNumber: number; field: string; message: string }>;
    };
    expect(data.rowCount).toBe(3);
    expect(data.rows.map((x) => [x.rowNumber, x.valid, x.email])).toEqual([
      [2, true, 'ann.one@example.com'],
      [3, false, 'bob.two@example.com'],
      [4, true, 'cy.three@example.com'],
    ]);
    expect(data.errors).toEqual([{ rowNumber: 3, field: 'row', message: CSV_QUOTE_NOT_CLOSED }]);
  });

  test('a missing column, an empty file and an Excel file are refused with 400', async () => {
    expect((await upload('firstName,lastName\nA,B\n')).status).toBe(400);
    expect((await upload('')).status).toBe(400);
    const form = new FormData();
    form.set('file', new File(['PK\u0003\u0004'], 'agents.xlsx'));
    expect((await call('superuser', '/agents/Import/Read', { method: 'POST', body: form })).status).toBe(400);
  });
});
