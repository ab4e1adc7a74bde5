/** A CSV cell: text, or a number written as it is (a negative one keeps its sign). */
export type CsvCell = string | number;

/**
 * A spreadsheet runs a text cell that starts with one of these as a formula (OWASP's CSV injection):
 * = + - @, a tab or a carriage return, and their full-width forms, which Apple Numbers reads the same.
 */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/** One cell as the server's export writes it (csv-stringify with `escape_formulas`). */
function csvCell(cell: CsvCell): string {
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as CSV text, each line ended by a line feed, written in the browser as the API's CSV exports
 * are on the server (lambdas/src/handlers/admin/purchases-csv.ts): a text cell a spreadsheet would run
 * as a formula gets a leading quote; numbers are left alone so they still add up.
 */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\n`).join('');
}
