// Cap Status: each closing's company dollar and how far the running total has come toward the cap.
import type { CapContribution } from '@balance/api-client';
import { capProgress, dayForYear } from '../agentside.ts';
import { field, table, type ReportDef } from './table.ts';

type Step = { c: CapContribution; progressPercent: number };

export const capStatus: ReportDef = {
  icon: 'gauge',
  build: ({ store, agent, book, year, today }) => {
    const { cap, contributions } = capProgress(store, agent, book.contracts, dayForYear(year, today), today);
    let running = 0;
    const steps = contributions.map((c): Step => {
      running += Math.round(c.companyDollar * 100);
      const percent = cap.capAmount > 0 ? Math.round((running / 100 / cap.capAmount) * 1000) / 10 : 0;
      return { c, progressPercent: Math.min(100, percent) };
    });
    return table(
      [
        field<Step>('closingDate', 'Closing Date', 'date', (s) => s.c.closingDate),
        field<Step>('address', 'Address', 'text', (s) => s.c.propertyAddress),
        field<Step>('companyDollar', 'Company Dollar', 'currency', (s) => s.c.companyDollar),
        field<Step>('progressPercent', 'Toward Cap', 'percent', (s) => s.progressPercent),
      ],
      steps,
      { type: 'line', xKey: 'closingDate', series: [{ key: 'progressPercent', label: 'Toward Cap' }] },
    );
  },
};
