import { formatCurrency, formatDate, formatNumber, formatPercent } from '@balance/domain';
import { Download, FileSearch, Printer, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import {
  csvFileName,
  isNumericColumn,
  toCsv,
  type ReportCellValue,
  type ReportColumn,
  type ReportColumnType,
  type ReportRow,
} from './csv';
import styles from './ReportView.module.css';

export type ReportViewProps = {
  title: string;
  description?: string;
  /** Heading level of the title (2 by default; 1 when the report is the page). */
  headingLevel?: 1 | 2 | 3;
  /** Filter controls: FilterSelects or any other. */
  filters?: ReactNode;
  /** Optional chart above the table (BarChart, LineChart, DonutChart, CapProgress…). */
  chart?: ReactNode;
  /**
   * Holds the chart's place while the report loads (a ChartSkeleton, for a report known to draw one),
   * so the table does not move down when the chart arrives.
   */
  chartPlaceholder?: ReactNode;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The totals row (see `sumColumns`); its first cell reads "Total" unless given. */
  totals?: ReportRow | null;
  /** Name of the downloaded CSV file; derived from the title by default. */
  fileName?: string;
  isLoading?: boolean;
  /** A load failure, shown in place of the table until the report loads again. */
  error?: string | null;
  onRetry?: () => void;
  /** Shown when there are no rows. */
  emptyMessage?: string;
};

/** A cell for display, by column type (dates MM/DD/YYYY, currency in USD…). */
export function formatReportCell(value: ReportCellValue, type: ReportColumnType): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return type === 'date' ? formatDate(value) || value : value;
  switch (type) {
    case 'currency':
      return formatCurrency(value);
    case 'percent':
      return formatPercent(value);
    case 'number':
      return formatNumber(value);
    default:
      return String(value);
  }
}

/** Starts a download of `csv` through a temporary Blob link (UTF-8 with BOM for spreadsheets). */
export function downloadCsv(csv: string, fileName: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const SKELETON_ROWS = 6;

/** A report: title, filters, optional chart, a table with a totals row, CSV export and print. */
export function ReportView({
  title,
  description,
  headingLevel = 2,
  filters,
  chart,
  chartPlaceholder,
  columns,
  rows,
  totals = null,
  fileName,
  isLoading = false,
  error = null,
  onRetry,
  emptyMessage = 'No results for the chosen filters.',
}: ReportViewProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasRows = !isLoading && !error && rows.length > 0;

  const handleExport = () => downloadCsv(toCsv(columns, rows, totals), fileName ?? csvFileName(title));
  const handlePrint = () => window.print();

  return (
    <section className={styles.report} aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <Heading id={headingId} className={styles.title}>
            {title}
          </Heading>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            icon={<Download size={16} aria-hidden />}
            isDisabled={!hasRows}
            onPress={handleExport}
          >
            Export CSV
          </Button>
          <Button
            size="sm"
            variant="secondary"
            icon={<Printer size={16} aria-hidden />}
            isDisabled={!hasRows}
            onPress={handlePrint}
          >
            Print
          </Button>
        </div>
      </header>

      {filters && (
        <div className={styles.filters} role="group" aria-label="Report filters">
          {filters}
        </div>
      )}

      {error ? (
        <div className={styles.error} role="alert">
          <TriangleAlert size={20} aria-hidden />
          <div className={styles.errorBody}>
            <p className={styles.errorTitle}>The report could not be loaded.</p>
            <p className={styles.errorText}>{error}</p>
          </div>
          {onRetry && (
            <Button size="sm" variant="secondary" onPress={onRetry}>
              Retry
            </Button>
          )}
        </div>
      ) : (
        <>
          {isLoading
            ? chartPlaceholder && <div className={styles.chart}>{chartPlaceholder}</div>
            : chart && rows.length > 0 && <div className={styles.chart}>{chart}</div>}
          {!isLoading && rows.length === 0 ? (
            <div className={styles.empty}>
              <FileSearch size={28} aria-hidden />
              <p>{emptyMessage}</p>
            </div>
          ) : (
            // A scrollable region must be reachable by keyboard to scroll it (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <div className={styles.tableWrap} role="region" aria-label={`${title} table`} tabIndex={0}>
              <table className={styles.table}>
                <caption className="visually-hidden">{title}</caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th
                        key={column.key}
                        scope="col"
                        data-numeric={isNumericColumn(column) || undefined}
                        className={styles.th}
                      >
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {isLoading
                    ? Array.from({ length: SKELETON_ROWS }, (_, rowIndex) => (
                        <tr key={rowIndex} aria-hidden>
                          {columns.map((column) => (
                            <td key={column.key} className={styles.td}>
                              <span className={styles.skeleton} />
                            </td>
                          ))}
                        </tr>
                      ))
                    : rows.map((row, rowIndex) => (
                        <tr key={rowIndex}>
                          {columns.map((column) => (
                            <td
                              key={column.key}
                              className={styles.td}
                              data-type={column.type}
                              data-numeric={isNumericColumn(column) || undefined}
                              data-negative={
                                (typeof row[column.key] === 'number' && Number(row[column.key]) < 0) ||
                                undefined
                              }
                            >
                              {formatReportCell(row[column.key], column.type)}
                            </td>
                          ))}
                        </tr>
                      ))}
                </tbody>
                {totals && hasRows && (
                  <tfoot>
                    <tr>
                      {columns.map((column, index) => {
                        const value = totals[column.key];
                        const text =
                          index === 0 && (value ?? '') === ''
                            ? 'Total'
                            : formatReportCell(value, column.type);
                        return index === 0 ? (
                          <th key={column.key} scope="row" className={styles.totalCell}>
                            {text}
                          </th>
                        ) : (
                          <td
                            key={column.key}
                            className={styles.totalCell}
                            data-numeric={isNumericColumn(column) || undefined}
                          >
                            {text}
                          </td>
                        );
                      })}
                    </tr>
                  </tfoot>
                )}
              </table>
              {isLoading && (
                <span className="visually-hidden" role="status">
                  Loading report…
                </span>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
