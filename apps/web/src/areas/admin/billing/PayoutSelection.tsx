// The list Queue and Print Checks share: approved or waiting payouts to choose from, a toolbar with
// the page's actions and a count of what is chosen, and the payout table with checkboxes.
import type { ReactNode } from 'react';
import { formatCurrency } from '@balance/domain';
import { EmptyState } from '@balance/ui';
import type { PayoutList, PayoutRow } from '../../../api/types';
import type { ApiQueryResult } from '../../../api/useApiQuery';
import { PartLoad } from '../manage/PartLoad';
import { PayoutTable } from './PayoutTable';
import styles from './billing.module.css';

/** What the chosen payouts pay the agents, summed in cents so the figure has no float residue. */
export const netToAgents = (rows: readonly PayoutRow[]): number =>
  rows.reduce((sum, r) => sum + Math.round(r.netToAgent * 100), 0) / 100;

/** "1 payout", "3 payouts". */
export const payoutCount = (n: number): string => `${n} ${n === 1 ? 'payout' : 'payouts'}`;

type Props = {
  list: ApiQueryResult<PayoutList>;
  /** As in 'Loading the queue…'. */
  what: string;
  empty: { title: string; description: string };
  caption: (data: PayoutList) => string;
  selected: ReadonlySet<number>;
  onSelectedChange: (next: Set<number>) => void;
  chosen: readonly PayoutRow[];
  /** How the count reads: '2 of 5 selected'. */
  chosenWord: string;
  /** The page's actions, before the count. */
  children: ReactNode;
};

export function PayoutSelection({
  list,
  what,
  empty,
  caption,
  selected,
  onSelectedChange,
  chosen,
  chosenWord,
  children,
}: Props) {
  return (
    <PartLoad query={list} what={what}>
      {(data) =>
        data.rows.length === 0 ? (
          <EmptyState title={empty.title} description={empty.description} isCompact />
        ) : (
          <>
            <div className={styles.toolbar}>
              {children}
              <p className={styles.summary} aria-live="polite">
                {/* One text node around the word, as the pages had it, so the line renders the same. */}
                {chosen.length} of {data.rows.length}
                {` ${chosenWord} · `}
                {formatCurrency(netToAgents(chosen))} to agents
              </p>
            </div>
            <PayoutTable
              list={data}
              caption={caption(data)}
              selected={selected}
              onSelectedChange={onSelectedChange}
            />
          </>
        )
      }
    </PartLoad>
  );
}
