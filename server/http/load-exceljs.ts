// exceljs takes about a second to load on these machines (as long as the rest of the server's
// modules together), and most server processes never read or write a spreadsheet: it is loaded
// by the first XLSX import or export instead of at every start.
import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

export const loadExcelJS = (): Promise<typeof ExcelJS> => (loading ??= import('exceljs').then((m) => m.default));
