// The peer: AG Grid Community (ag-grid-react) with its default Quartz theme, client-side row model,
// the same rows, columns, formatters, row and header heights.
import { AgGridReact } from 'ag-grid-react';
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ModuleRegistry,
  RowSelectionModule,
  type ColDef,
  type GetRowIdParams,
} from 'ag-grid-community';
import { BENCH_COLUMNS, formatBenchValue, type BenchRow } from './data';
import { startBench } from './harness';

ModuleRegistry.registerModules([ClientSideRowModelModule, RowSelectionModule, CellStyleModule]);

const columnDefs: ColDef<BenchRow>[] = BENCH_COLUMNS.map((column) => ({
  field: column.key,
  headerName: column.header,
  width: column.width,
  sortable: true,
  valueFormatter: (params) => formatBenchValue(column, params.value as BenchRow[keyof BenchRow]),
  ...(column.format === 'number' || column.format === 'currency' ? { type: 'rightAligned' } : {}),
}));
const getRowId = (params: GetRowIdParams<BenchRow>) => String(params.data.id);

startBench({
  name: 'AG Grid Community',
  rowCount: 100_000,
  scroller: () => document.querySelector<HTMLElement>('.ag-grid-viewport'),
  rows: () => document.querySelectorAll('.ag-grid-scrolling-container .ag-row'),
  row: (index) => document.querySelector(`.ag-grid-scrolling-container .ag-row[row-index="${index}"]`),
  indexOf: (row) => Number(row.getAttribute('row-index')),
  render: (rows) => (
    <div style={{ height: 600, width: '100%' }}>
      <AgGridReact<BenchRow>
        rowData={rows as BenchRow[]}
        columnDefs={columnDefs}
        getRowId={getRowId}
        rowHeight={32}
        headerHeight={36}
        rowSelection={{ mode: 'singleRow', checkboxes: false, enableClickSelection: true }}
      />
    </div>
  ),
});
