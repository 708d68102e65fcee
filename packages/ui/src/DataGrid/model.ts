// The grid's shared vocabulary: column and sort types, and the fixed geometry every module computes with.
import type { ReactNode } from 'react';

export type ColumnFormat = 'text' | 'number' | 'currency' | 'date' | 'phone' | 'boolean';
export type ColumnAlign = 'start' | 'center' | 'end';
export type CellValue = string | number | boolean | null | undefined;
export type SortDirection = 'ascending' | 'descending';
export type GridSort = { column: string; direction: SortDirection };
export type RowId = string | number;

export type ColumnDef<Row> = {
  /** Stable id of the column; also the row property read when there is no `accessor`. */
  key: string;
  /** Header caption. */
  header: string;
  /** Reads the cell value; defaults to `row[key]`. */
  accessor?: (row: Row) => CellValue;
  /** Custom cell content (rendered inside the cell; keep it text or non-focusable). */
  render?: (row: Row, value: CellValue) => ReactNode;
  /** How the value is shown: dates MM/DD/YYYY, phones 3-3-rest, booleans Yes/No. Default 'text'. */
  format?: ColumnFormat;
  /** Initial width in px (default 160). */
  width?: number;
  /** Smallest width a resize may reach (default 64). */
  minWidth?: number;
  sortable?: boolean;
  /** Default: 'end' for number and currency, 'start' otherwise. */
  align?: ColumnAlign;
};

/** The cell holding the tab stop: row -1 is the header row. */
export type FocusPosition = { row: number; col: number };

export const GRID_ROW_HEIGHT = 32;
export const GRID_HEADER_HEIGHT = 36;
/** Rows rendered beyond each edge of the viewport while the user scrolls (no blank rows mid-scroll). */
export const GRID_OVERSCAN = 8;
/**
 * Rows beyond each edge at rest: a screenful arrives in one frame with fewer rows to build; scrolling
 * switches to GRID_OVERSCAN at its first event.
 */
export const GRID_OVERSCAN_AT_REST = 2;
/** Placeholder rows shown while loading. */
export const SKELETON_ROWS = 5;

export const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export function columnAlign<Row>(column: ColumnDef<Row>): ColumnAlign {
  if (column.align) return column.align;
  return column.format === 'number' || column.format === 'currency' ? 'end' : 'start';
}
