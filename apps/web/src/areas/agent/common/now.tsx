import { createContext, useContext, type ReactNode } from 'react';

const NowContext = createContext<Date | null>(null);

/**
 * "Now" for the agent area: the default year of the dashboard and reports and the year choices
 * (2020..current) come from it. Stories and tests pin it so screenshots never depend on the clock.
 */
export function NowProvider({ now, children }: { now: Date; children: ReactNode }) {
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

export function useNow(): Date {
  return useContext(NowContext) ?? new Date();
}
