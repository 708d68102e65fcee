// A small RFC 4180 CSV reader that remembers the line each record starts on (quoted fields may span
// lines), so an import can name the line of every rejected row.
export type CsvRecord = { line: number; fields: string[]; error?: string };
export const CSV_QUOTE_NOT_CLOSED = 'A quote on this line is not closed';

type Scan = { fields: string[]; next: number; lines: number; malformed: boolean };

/** Reads one record from `start`; `malformed` when a quote never closes or closes mid-field. */
function scanRecord(input: string, start: number): Scan {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let lines = 1;
  for (let i = start; i < input.length; i += 1) {
    const ch = input[i];
    if (quoted) {
      if (ch !== '"') {
        if (ch === '\n') lines += 1;
        field += ch;
        continue;
      }
      if (input[i + 1] === '"') {
        field += '"';
        i += 1;
        continue;
      }
      quoted = false;
      const after = input[i + 1];
      if (after !== undefined && after !== ',' && after !== '\n' && after !== '\r')
        return { fields, next: i, lines, malformed: true };
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      fields.push(field);
      return { fields, next: i + (ch === '\r' && input[i + 1] === '\n' ? 2 : 1), lines, malformed: false };
    } else field += ch;
  }
  fields.push(field);
  return { fields, next: input.length, lines, malformed: quoted };
}

/** The index just past the line break that ends the physical line starting at `start`. */
function nextLine(input: string, start: number): number {
  const lf = input.indexOf('\n', start);
  const cr = input.indexOf('\r', start);
  if (cr !== -1 && (lf === -1 || cr < lf)) return input[cr + 1] === '\n' ? cr + 2 : cr + 1;
  return lf === -1 ? input.length : lf + 1;
}

/**
 * A quote that never closes, closes mid-field, or pulls several lines into a record of the wrong width
 * is taken as a typo: that line alone is reported and reading resumes on the next line, so one stray
 * quote cannot swallow the rest of the file.
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let width: number | undefined;
  let pos = 0;
  let line = 1;
  while (pos < input.length) {
    const scan = scanRecord(input, pos);
    const wrongWidth = scan.lines > 1 && width !== undefined && scan.fields.length !== width;
    if (scan.malformed || wrongWidth) {
      const end = nextLine(input, pos);
      records.push({
        line,
        fields: input
          .slice(pos, end)
          .replace(/\r?\n$|\r$/, '')
          .split(','),
        error: CSV_QUOTE_NOT_CLOSED,
      });
      pos = end;
      line += 1;
      continue;
    }
    width ??= scan.fields.length;
    records.push({ line, fields: scan.fields });
    pos = scan.next;
    line += scan.lines;
  }
  return records;
}
