// RFC 4180 CSV, written one row at a time so a response can stream any number of rows.

/** A cell beginning with one of these is a formula to a spreadsheet: =, +, -, @, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: neutralised against formula injection, then quoted when it must be. */
export function csvCell(value: string | null | undefined): string {
  let s = value ?? "";
  if (FORMULA_START.test(s)) s = `'${s}`;
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One record, ending with CRLF. */
export function csvRow(values: readonly (string | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
