// Our grid: DataGrid from @balance/ui, as the app uses it.
import { DataGrid, type ColumnDef } from '@balance/ui';
import { BENCH_COLUMNS, type BenchRow } from './data';
import { startBench } from './harness';

const columns: ColumnDef<BenchRow>[] = BENCH_COLUMNS.map((column) => ({
  key: column.key,
  header: column.header,
  width: column.width,
  format: column.format,
  sortable: true,
}));
const getRowId = (row: BenchRow) => row.id;
const noop = () => undefined;

startBench({
  name: 'DataGrid (@balance/ui)',
  rowCount: 100_000,
  scroller: () => document.querySelector<HTMLElement>('[role="grid"]'),
  rows: () => document.querySelectorAll('[role="row"][data-row-index]'),
  row: (index) => document.querySelector(`[role="row"][data-row-index="${index}"]`),
  indexOf: (row) => Number((row as HTMLElement).dataset.rowIndex),
  render: (rows) => (
    <DataGrid<BenchRow>
      label="Agents"
      columns={columns}
      rows={rows}
      getRowId={getRowId}
      maxHeight={600}
      sort={null}
      onSortChange={noop}
      onSelectionChange={noop}
    />
  ),
});
