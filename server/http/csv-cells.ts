// CSV cells that a spreadsheet would run as a formula (CSV injection, OWASP): a stored value
// starting with = + - @ or a tab or carriage return, e.g. a real name `=HYPERLINK(...)`, is
// written with a leading apostrophe, which spreadsheets show as text. Imports take the apostrophe
// off again, so an exported file imports back unchanged. XLSX cells are typed strings already.
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as a spreadsheet shows it as text. */
export const csvSafeCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** An imported cell without the apostrophe `csvSafeCell` put before a formula character. */
export const csvCellValue = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/** csv-stringify's `cast` option that writes every text cell through `csvSafeCell`. */
export const CSV_SAFE_CAST = { string: (value: string) => csvSafeCell(value) };
