// A small RFC 4180 CSV reader that remembers the line each record starts on (quoted fields may span
// lines), so an import can name the line of every rejected row.
export type CsvRecord = { line: number; fields: string[] };

export function parseCsv(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let any = false;
  const endField = (): void => {
    fields.push(field);
    field = '';
  };
  const endRecord = (): void => {
    endField();
    records.push({ line: recordLine, fields });
    fields = [];
    any = false;
  };
  for (let i = 0; i < input.length; i += 1) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (ch === '\n') line += 1;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      any = true;
    } else if (ch === ',') {
      endField();
      any = true;
    } else if (ch === '\r' && input[i + 1] === '\n') {
      continue;
    } else if (ch === '\n' || ch === '\r') {
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += ch;
      any = true;
    }
  }
  if (any || field !== '' || fields.length > 0) endRecord();
  return records;
}
