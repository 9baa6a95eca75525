// The editorial and reference tables beside the code are CSV files; one reader for all of them.

/** RFC 4180 fields: commas and quotes inside double quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((cell) => cell !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A CSV table's rows as records by header name; a missing column fails loudly, naming the file. */
export function csvRecords(text: string, file: string, columns: readonly string[]): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error(`${file} is empty`);
  for (const column of columns) if (!header.includes(column)) throw new Error(`${file} has no column ${column}`);
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}
