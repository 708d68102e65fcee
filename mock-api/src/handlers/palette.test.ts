// The palette's search and saved searches through the Node transport, checked against the contract:
// scope per role, which field matched, and the saved-search name rules.
import { describe, expect, test } from 'vitest';
import { contractCall, mockPerTest, rows } from '../testing/mock-test.ts';

const mock = mockPerTest('palette.mock.test');
const call = contractCall(mock);

type Hit = { kind: string; id: number; title: string; matched: string };
const hits = (r: { body: { data?: unknown } }) => (r.body.data ?? []) as Hit[];

describe('palette search', () => {
  test('a Super Admin finds agents by name, agent number and e-mail', async () => {
    const agent = mock.store.db.agents[0];
    if (!agent) throw new Error('no agent');
    const byName = await call(
      'searchPalette',
      'superuser',
      `/search/palette?q=${encodeURIComponent(agent.lastName)}`,
    );
    expect(byName.status).toBe(200);
    expect(hits(byName).some((h) => h.kind === 'agent' && h.matched === 'name')).toBe(true);
    const byNumber = await call('searchPalette', 'superuser', `/search/palette?q=${agent.userId}`);
    expect(hits(byNumber)).toContainEqual(
      expect.objectContaining({ kind: 'agent', id: agent.userId, matched: 'id' }),
    );
    const byEmail = await call(
      'searchPalette',
      'superuser',
      `/search/palette?q=${encodeURIComponent(agent.email)}`,
    );
    expect(hits(byEmail)).toContainEqual(
      expect.objectContaining({ kind: 'agent', id: agent.userId, matched: 'email' }),
    );
  });

  test('offices are found by address; at most `limit` hits per kind', async () => {
    const office = mock.store.db.offices[0];
    if (!office) throw new Error('no office');
    const r = await call(
      'searchPalette',
      'superuser',
      `/search/palette?q=${encodeURIComponent(office.address)}&limit=2`,
    );
    expect(hits(r)).toContainEqual(
      expect.objectContaining({ kind: 'office', id: office.id, matched: 'address' }),
    );
    const counts = new Map<string, number>();
    for (const h of hits(r)) counts.set(h.kind, (counts.get(h.kind) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
  });

  test('an Office Admin finds only the records of their scope', async () => {
    const admin = mock.store.userByName.get('officeadmin');
    const own = admin?.officeId ? mock.store.officeById.get(admin.officeId) : undefined;
    if (!own) throw new Error('no office admin office');
    const other = mock.store.db.offices.find((o) => o.companyId !== own.companyId);
    if (!other) throw new Error('no office of another company');
    const r = await call(
      'searchPalette',
      'officeadmin',
      `/search/palette?q=${encodeURIComponent(other.called)}`,
    );
    expect(
      hits(r)
        .filter((h) => h.kind === 'office')
        .map((h) => h.id),
    ).not.toContain(other.id);
    const offices = hits(await call('searchPalette', 'officeadmin', '/search/palette?q=a&limit=20')).filter(
      (h) => h.kind === 'office',
    );
    expect(offices.length).toBeGreaterThan(0);
    for (const h of offices) expect(mock.store.officeById.get(h.id)?.companyId).toBe(own.companyId);
  });

  test('an agent finds only their own contracts, and no admin records', async () => {
    const r = await call('searchPalette', 'agent', '/search/palette?q=a&limit=20');
    expect(r.status).toBe(200);
    const kinds = new Set(hits(r).map((h) => h.kind));
    expect([...kinds]).toEqual(['contract']);
    const self = mock.store.userByName.get('agent');
    for (const h of hits(r)) expect(Math.floor(h.id / 100)).toBe(self?.userId);
  });

  test('an empty or too long text is refused (400)', async () => {
    expect((await call('searchPalette', 'superuser', '/search/palette?q=')).status).toBe(400);
    expect((await call('searchPalette', 'superuser', `/search/palette?q=${'x'.repeat(101)}`)).status).toBe(
      400,
    );
  });
});

describe('saved searches', () => {
  const input = {
    name: 'Pearl agents',
    selection: 'agents',
    attribute: 'Agent_Office',
    subFilter: '',
    text: 'pearl',
    pageSize: 25,
    columns: [],
  };

  test('create, list (own only), rename, delete', async () => {
    const created = await call('createSavedSearch', 'superuser', '/savedSearches', input);
    expect(created.status).toBe(200);
    const id = (created.body.data as { id: number }).id;
    const mine = await call('listSavedSearches', 'superuser', '/savedSearches');
    expect(rows<{ name: string }>(mine).map((s) => s.name)).toContain('Pearl agents');
    const theirs = await call('listSavedSearches', 'officeadmin', '/savedSearches');
    expect(rows<{ id: number }>(theirs).map((s) => s.id)).not.toContain(id);
    expect(
      (await call('renameSavedSearch', 'officeadmin', `/savedSearches/${id}`, { name: 'x' })).status,
    ).toBe(404);
    const renamed = await call('renameSavedSearch', 'superuser', `/savedSearches/${id}`, { name: 'Pearl' });
    expect((renamed.body.data as { name: string }).name).toBe('Pearl');
    expect((await call('deleteSavedSearch', 'superuser', `/savedSearches/${id}`)).status).toBe(200);
    expect((await call('deleteSavedSearch', 'superuser', `/savedSearches/${id}`)).status).toBe(404);
  });

  test('a name taken by another of the user’s searches is refused; agents have none', async () => {
    await call('createSavedSearch', 'superuser', '/savedSearches', { ...input, name: 'Twice' });
    const again = await call('createSavedSearch', 'superuser', '/savedSearches', {
      ...input,
      name: ' twice ',
    });
    expect(again.status).toBe(400);
    expect(again.body.errors?.name).toEqual(['You already have a saved search with this name']);
    expect((await call('listSavedSearches', 'agent', '/savedSearches')).status).toBe(403);
  });
});
