// The payouts of an office as a table: one row per closed contract (optionally selectable), the
// office's grand totals in the footer, and a second table of totals per agent.
import { CONTRACT_SIDE_LABELS, formatCurrency, formatDate } from '@balance/domain';
import { Checkbox } from '@balance/ui';
import type { PayoutList, PayoutTotals } from '../../../api/types';
import { BillingTable } from './BillingTable';
import styles from './billing.module.css';

type Props = {
  list: PayoutList;
  caption: string;
  /** Selected contract ids; rows have no checkboxes when absent. */
  selected?: ReadonlySet<number>;
  onSelectedChange?: (next: Set<number>) => void;
};

const money = (n: number) => formatCurrency(n);

/** The money columns both tables end with: their heads, then a row's figures. */
function TotalHeads() {
  return (
    <>
      <th scope="col" className={styles.num}>
        Net to agent
      </th>
      <th scope="col" className={styles.num}>
        Company dollar
      </th>
      <th scope="col" className={styles.num}>
        Royalties
      </th>
    </>
  );
}

function TotalCells({ totals }: { totals: PayoutTotals }) {
  return (
    <>
      <td className={styles.num}>{money(totals.netToAgent)}</td>
      <td className={styles.num}>{money(totals.companyDollar)}</td>
      <td className={styles.num}>{money(totals.royalties)}</td>
    </>
  );
}

export function PayoutTable({ list, caption, selected, onSelectedChange }: Props) {
  const selectable = selected !== undefined && onSelectedChange !== undefined;
  const allIds = list.rows.map((r) => r.contractId);
  const allSelected = selectable && allIds.length > 0 && allIds.every((id) => selected.has(id));
  const toggle = (id: number, on: boolean) => {
    if (!selectable) return;
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  return (
    <>
      <BillingTable label={caption}>
        <thead>
          <tr>
            {selectable && (
              <th scope="col">
                <Checkbox
                  isSelected={allSelected}
                  isIndeterminate={!allSelected && allIds.some((id) => selected.has(id))}
                  onChange={(on) => onSelectedChange(new Set(on ? allIds : []))}
                >
                  <span className="visually-hidden">Select all</span>
                </Checkbox>
              </th>
            )}
            <th scope="col">Agent</th>
            <th scope="col">Property</th>
            <th scope="col">Side</th>
            <th scope="col">Closed</th>
            <th scope="col" className={styles.num}>
              Gross
            </th>
            <TotalHeads />
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => (
            <tr key={row.contractId}>
              {selectable && (
                <td>
                  <Checkbox
                    isSelected={selected.has(row.contractId)}
                    onChange={(on) => toggle(row.contractId, on)}
                  >
                    <span className="visually-hidden">
                      Select {row.propertyAddress} ({row.agentName})
                    </span>
                  </Checkbox>
                </td>
              )}
              <td>{row.agentName}</td>
              <td className={styles.address}>{row.propertyAddress}</td>
              <td>{CONTRACT_SIDE_LABELS[row.side]}</td>
              <td>{formatDate(row.closingDate)}</td>
              <td className={styles.num}>{money(row.grossCommission)}</td>
              <td className={styles.num}>{money(row.netToAgent)}</td>
              <td className={styles.num}>{money(row.companyDollar)}</td>
              <td className={styles.num}>{money(row.royalties)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={selectable ? 6 : 5}>
              Total ({list.totals.count} {list.totals.count === 1 ? 'contract' : 'contracts'})
            </th>
            <TotalCells totals={list.totals} />
          </tr>
        </tfoot>
      </BillingTable>
      <BillingTable label="Totals by agent">
        <thead>
          <tr>
            <th scope="col">Agent</th>
            <th scope="col" className={styles.num}>
              Contracts
            </th>
            <TotalHeads />
          </tr>
        </thead>
        <tbody>
          {list.agents.map((agent) => (
            <tr key={agent.agentId}>
              <th scope="row">{agent.agentName}</th>
              <td className={styles.num}>{agent.count}</td>
              <TotalCells totals={agent} />
            </tr>
          ))}
        </tbody>
      </BillingTable>
    </>
  );
}
