import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo, type RefObject } from 'react';
import styles from './DataGrid.module.css';
import type { HeaderActions } from './headerActions';
import { columnAlign, type ColumnDef, type GridSort, type SortDirection } from './model';
import { columnWidth, DEFAULT_MIN_WIDTH, MAX_WIDTH } from './sizing';

type GridHeaderProps<Row> = {
  columns: readonly ColumnDef<Row>[];
  widths: Readonly<Record<string, number>>;
  sort: GridSort | null;
  isSortable: boolean;
  /** Column index holding the tab stop in the header, or -1. */
  stopCol: number;
  isLocked: boolean;
  actions: RefObject<HeaderActions<Row> | null>;
};

type HeaderCellProps<Row> = {
  column: ColumnDef<Row>;
  col: number;
  width: number;
  /** This column's sort direction, or null when the grid is sorted by another column or not at all. */
  sorted: SortDirection | null;
  isSortable: boolean;
  isStop: boolean;
  isLocked: boolean;
  actions: RefObject<HeaderActions<Row> | null>;
};

/** One column header; memoized, so moving the tab stop re-renders only the two cells it leaves and enters. */
function HeaderCellInner<Row>({
  column,
  col,
  width,
  sorted,
  isSortable,
  isStop,
  isLocked,
  actions,
}: HeaderCellProps<Row>) {
  const SortIcon = sorted === null ? ArrowUpDown : sorted === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <div
      role="columnheader"
      aria-label={column.header}
      aria-sort={sorted ?? undefined}
      data-align={columnAlign(column)}
      data-sorted={sorted !== null || undefined}
      className={styles.headerCell}
      {...(isSortable ? {} : { tabIndex: isStop ? 0 : -1, 'data-cell': '', 'data-row': -1, 'data-col': col })}
    >
      {isSortable ? (
        <button
          type="button"
          tabIndex={isStop ? 0 : -1}
          data-cell=""
          data-row={-1}
          data-col={col}
          aria-keyshortcuts={isLocked ? undefined : 'F2'}
          className={styles.sortButton}
          onClick={() => actions.current?.toggleSort(column)}
        >
          <span className={styles.headerText} title={column.header}>
            {column.header}
          </span>
          <SortIcon size={14} aria-hidden className={styles.sortIcon} />
        </button>
      ) : (
        <span className={styles.headerText} title={column.header}>
          {column.header}
        </span>
      )}
      {!isLocked && (
        // A focusable separator is a widget (APG window splitter), not a static element.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={`Resize ${column.header} column`}
          aria-valuenow={width}
          aria-valuemin={column.minWidth ?? DEFAULT_MIN_WIDTH}
          aria-valuemax={MAX_WIDTH}
          aria-valuetext={`${width} pixels`}
          tabIndex={-1}
          data-resizer={col}
          className={styles.resizer}
          onKeyDown={(event) => actions.current?.resizeKey(event, column, col)}
          onPointerDown={(event) => actions.current?.resizeStart(event, column)}
          onPointerMove={(event) => actions.current?.resizeMove(event, column)}
          onPointerUp={(event) => actions.current?.resizeEnd(event)}
          onPointerCancel={(event) => actions.current?.resizeEnd(event)}
        />
      )}
    </div>
  );
}
const HeaderCell = memo(HeaderCellInner) as typeof HeaderCellInner;

/**
 * The header row. Memoized apart from the body: new rows, scrolling and moving through the body leave
 * it alone, so a data hand-over does not rebuild the header's elements.
 */
function GridHeaderInner<Row>({
  columns,
  widths,
  sort,
  isSortable,
  stopCol,
  isLocked,
  actions,
}: GridHeaderProps<Row>) {
  return (
    <div role="rowgroup" className={styles.head}>
      <div role="row" aria-rowindex={1} className={styles.headerRow}>
        {columns.map((column, col) => (
          <HeaderCell<Row>
            key={column.key}
            column={column}
            col={col}
            width={columnWidth(widths, column)}
            sorted={sort?.column === column.key ? sort.direction : null}
            isSortable={column.sortable === true && isSortable}
            isStop={stopCol === col}
            isLocked={isLocked}
            actions={actions}
          />
        ))}
      </div>
    </div>
  );
}
export const GridHeader = memo(GridHeaderInner) as typeof GridHeaderInner;
