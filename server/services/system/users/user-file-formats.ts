// The users file format shared by the import template, the import, its failed-rows file and the
// export: one column list, headers in the request's language (either language is read back),
// CSV (UTF-8 with a BOM, so Excel shows Chinese) or XLSX through exceljs.
import type { CellValue } from 'exceljs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { t, type Lang, type MessageKey } from '../../../i18n/messages.ts';
import { CSV_SAFE_CAST, csvCellValue } from '../../../http/csv-cells.ts';
import { loadExcelJS } from '../../../http/load-exceljs.ts';
import type { ExportFormat } from '../../../http/table-export.ts';

export type FileFormat = ExportFormat;

/** The template's columns in order; `password` is optional in a file. */
export const IMPORT_COLUMNS = [
  ['username', 'colUsername'],
  ['realName', 'colRealName'],
  ['phone', 'colPhone'],
  ['email', 'colEmail'],
  ['dept', 'colDept'],
  ['roles', 'colRoles'],
  ['status', 'colStatus'],
  ['neverExpires', 'colNeverExpires'],
  ['password', 'colPassword'],
] as const satisfies ReadonlyArray<readonly [string, MessageKey]>;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number][0];
export type ImportRecord = Record<ImportColumn, string>;

export const EXPORT_COLUMNS = [...IMPORT_COLUMNS.filter(([key]) => key !== 'password'), ['createdAt', 'colCreatedAt']] as const;

const LANGS: Lang[] = ['en_US', 'zh_CN'];

export const headerLabels = (columns: ReadonlyArray<readonly [string, MessageKey]>, lang: Lang) => columns.map(([, key]) => t(lang, key));

/** Column key for a header cell in either language (or the key itself). */
function columnOf(header: string): ImportColumn | undefined {
  const h = header.trim().toLowerCase();
  for (const [key, label] of IMPORT_COLUMNS) {
    if (h === key.toLowerCase() || LANGS.some((lang) => t(lang, label).toLowerCase() === h)) return key;
  }
  return undefined;
}

/** Multi-valued cells (roles) split on `;`, `,` or the Chinese list marks. */
export const splitList = (cell: string) =>
  cell
    .split(/[;,；，、]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Text of an exceljs cell value: numbers (phones), hyperlinks (e-mails), rich text, dates. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return cellText(value.text);
    if ('result' in value) return cellText(value.result);
    return '';
  }
  return String(value);
}

/** Rows of the file's first sheet as text, header first; undefined when it cannot be read. */
export async function readTable(format: FileFormat, content: Buffer): Promise<string[][] | undefined> {
  try {
    if (format === 'csv') {
      const rows: string[][] = parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
      return rows.map((row) => row.map(csvCellValue));
    }
    const ExcelJS = await loadExcelJS();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(content as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) return undefined;
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        cells[col - 1] = cellText(cell.value).trim();
      });
      rows.push(Array.from(cells, (c) => c ?? ''));
    });
    return rows;
  } catch {
    return undefined;
  }
}

/**
 * The header row mapped to column keys, or the first required column missing. The records keep
 * their line number in the file (the header is line 1).
 */
export function recordsOf(table: string[][]): { missing: ImportColumn } | { records: Array<{ line: number; record: ImportRecord }> } {
  const [header = [], ...body] = table;
  const keys = header.map(columnOf);
  const required: ImportColumn[] = ['username', 'realName'];
  const missing = required.find((c) => !keys.includes(c));
  if (missing) return { missing };
  const records = body
    .map((cells, i) => {
      const record = Object.fromEntries(IMPORT_COLUMNS.map(([key]) => [key, ''])) as ImportRecord;
      keys.forEach((key, col) => {
        if (key) record[key] = (cells[col] ?? '').trim();
      });
      return { line: i + 2, record };
    })
    .filter(({ record }) => Object.values(record).some(Boolean));
  return { records };
}

/** A whole small file (template, failed rows) in memory. */
export async function writeTable(format: FileFormat, rows: string[][]): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(stringify(rows, { bom: true, cast: CSV_SAFE_CAST }));
  const ExcelJS = await loadExcelJS();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('users');
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
