export {
  DataGrid,
  formatCellValue,
  getCellValue,
  GRID_HEADER_HEIGHT,
  GRID_OVERSCAN,
  GRID_OVERSCAN_AT_REST,
  GRID_ROW_HEIGHT,
} from './DataGrid/DataGrid';
export type {
  CellValue,
  ColumnAlign,
  ColumnDef,
  ColumnFormat,
  DataGridProps,
  GridSort,
  RowId,
  SortDirection,
} from './DataGrid/DataGrid';
export { Pager, pageWindow } from './Pager/Pager';
export type { PagerProps } from './Pager/Pager';
export { GridToolbar } from './GridToolbar/GridToolbar';
export type { GridToolbarProps } from './GridToolbar/GridToolbar';
