// What both floor pages share: the app's bearer token, and its rows as a plain table of text.
export type Row = Record<string, unknown>;

/** The bearer token the app keeps in its cookie. */
export const token = () => decodeURIComponent(/(?:^|; )JWT_TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');

const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function RowsTable({ rows, keys }: { rows: Row[]; keys: string[] }) {
  return (
    <table>
      <thead>
        <tr>
          {keys.map((key) => (
            <th key={key}>{key}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index} data-row-index={index}>
            {keys.map((key) => (
              <td key={key}>{cell(row[key])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
