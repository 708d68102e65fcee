import type { ReactNode } from 'react';
import styles from './Table.module.css';

export type TableColumn<Row> = {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** Lets long text wrap (addresses, names). */
  wrap?: boolean;
};

export type TableProps<Row> = {
  /** Accessible name of the table and its scroll region. */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getKey: (row: Row, index: number) => string | number;
  /** A totals row: one cell per column (the first reads "Total" when empty). */
  totals?: readonly ReactNode[] | null;
  /** Highlights a row (the one whose detail is shown). */
  selectedKey?: string | number | null;
};

/**
 * A compact read-only table in a keyboard-scrollable region (it scrolls sideways on a phone instead
 * of squeezing). Cells may hold links and buttons.
 */
export function Table<Row>({ label, columns, rows, getKey, totals, selectedKey }: TableProps<Row>) {
  return (
    // A focusable scroll region, so keyboard users can scroll a wide table (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.wrap} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-numeric={column.numeric || undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const key = getKey(row, index);
            return (
              <tr key={key} data-selected={selectedKey === key || undefined}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-numeric={column.numeric || undefined}
                    data-wrap={column.wrap || undefined}
                  >
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        {totals && rows.length > 0 && (
          <tfoot>
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row">
                    {totals[0] ?? 'Total'}
                  </th>
                ) : (
                  <td key={column.key} data-numeric={column.numeric || undefined}>
                    {totals[index]}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
