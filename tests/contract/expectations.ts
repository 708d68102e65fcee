// What the contract rows expect of a JSON body beyond its shape.

export function expectMessage(body: unknown, message: string): void {
  const actual = (body as { message?: unknown }).message;
  if (actual !== message) throw new Error(`expected message '${message}', got '${String(actual)}'`);
}

export function expectFieldMessage(body: unknown, field: string, message: string): void {
  const errors = (body as { errors?: Record<string, string[]> }).errors ?? {};
  if (!errors[field]?.includes(message))
    throw new Error(`expected ${field} error '${message}', got ${JSON.stringify(errors)}`);
}

export function expectData(body: unknown, subset: Record<string, unknown>): void {
  const data = (body as { data?: Record<string, unknown> }).data ?? {};
  for (const [key, value] of Object.entries(subset)) {
    if (data[key] !== value)
      throw new Error(`expected data.${key} = ${JSON.stringify(value)}, got ${JSON.stringify(data[key])}`);
  }
}

const cents = (n: unknown): number => (typeof n === 'number' ? Math.round(n * 100) : 0);

/** Every money/number column of the totals row is the sum of the rows. */
export function expectTotalsAddUp(body: unknown): void {
  const data = (
    body as {
      data: {
        columns: Array<{ key: string; type: string }>;
        rows: Array<Record<string, unknown>>;
        totals: Record<string, unknown> | null;
        slug: string;
      };
    }
  ).data;
  if (!data.totals) return;
  for (const c of data.columns) {
    if (c.type !== 'currency' && c.type !== 'number') continue;
    if (data.slug === 'apc' && c.key === 'averagePrice') continue;
    const sum = data.rows.reduce((s, r) => s + cents(r[c.key]), 0);
    if (sum !== cents(data.totals[c.key]))
      throw new Error(`${data.slug}: total ${c.key} ${String(data.totals[c.key])} ≠ sum ${sum / 100}`);
  }
}

/** The monthly figures add up to the year-to-date KPIs, over twelve months. */
export function expectDashboardAddsUp(body: unknown): void {
  const d = (body as { data: { kpis: Record<string, number>; monthly: Array<Record<string, number>> } }).data;
  const sum = (key: string): number => d.monthly.reduce((s, m) => s + cents(m[key]), 0);
  if (sum('netIncome') !== cents(d.kpis.netIncomeYtd))
    throw new Error('monthly net income does not add up to the KPI');
  if (sum('closedVolume') !== cents(d.kpis.closedVolumeYtd))
    throw new Error('monthly volume does not add up to the KPI');
  if (d.monthly.length !== 12) throw new Error('twelve months expected');
}
