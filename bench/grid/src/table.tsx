// The naive floor: a plain, non-virtualized <table> with every row in the DOM (10,000 rows).
import { BENCH_COLUMNS, formatBenchValue } from './data';
import { startBench } from './harness';

startBench({
  name: 'Plain <table>',
  rowCount: 10_000,
  scroller: () => document.getElementById('plain-scroller'),
  rows: () => document.querySelectorAll('#plain-scroller tbody tr'),
  row: (index) => document.querySelector(`#plain-scroller tbody tr[data-index="${index}"]`),
  indexOf: (row) => Number((row as HTMLElement).dataset.index),
  render: (rows) => (
    <div id="plain-scroller" style={{ height: 600, overflow: 'auto', border: '1px solid #d0d5dd' }}>
      <table style={{ borderCollapse: 'collapse', tableLayout: 'fixed', width: 1260, fontSize: 14 }}>
        <thead style={{ position: 'sticky', top: 0, background: '#f1f3f6' }}>
          <tr style={{ height: 36 }}>
            {BENCH_COLUMNS.map((column) => (
              <th key={column.key} style={{ width: column.width, textAlign: 'left', padding: '0 8px' }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id} data-index={index} style={{ height: 32 }}>
              {BENCH_COLUMNS.map((column) => (
                <td
                  key={column.key}
                  style={{
                    padding: '0 8px',
                    whiteSpace: 'nowrap',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                >
                  {formatBenchValue(column, row[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ),
});
