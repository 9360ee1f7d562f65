// Streams a table of any length to the client as CSV or XLSX in constant memory: rows are
// pulled from an async iterable (database batches) only as fast as the client takes the bytes,
// through csv-stringify or exceljs's streaming WorkbookWriter (no shared strings, no styles,
// so nothing grows with the row count).
import { PassThrough, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import { loadExcelJS } from './load-exceljs.ts';
import { CSV_SAFE_CAST } from './csv-cells.ts';

export type ExportFormat = 'csv' | 'xlsx';

export interface TableExport {
  format: ExportFormat;
  /** File name without extension (ASCII; a UTF-8 name is sent beside it). */
  fileName: string;
  sheetName: string;
  headers: string[];
  rows: AsyncIterable<Array<string | number | null>>;
}

export const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The headers of a file download named `fileName.format` (ASCII; a UTF-8 name beside it). */
export function attachment(reply: FastifyReply, fileName: string, format: ExportFormat): void {
  reply.header('content-type', CONTENT_TYPE[format]);
  reply.header(
    'content-disposition',
    `attachment; filename="${fileName}.${format}"; filename*=UTF-8''${encodeURIComponent(`${fileName}.${format}`)}`,
  );
  reply.header('cache-control', 'no-store');
}

/**
 * Waits while `stream` holds more than its buffer limit, so a slow client slows the reading;
 * throws when the client has gone, which ends the reading.
 */
async function drained(stream: Writable): Promise<void> {
  // readable-stream 2 (inside exceljs's zip library) has no writableNeedDrain, only its state.
  const state = (stream as { _writableState?: { needDrain?: boolean } })._writableState;
  if ((stream.writableNeedDrain ?? state?.needDrain) && !stream.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        stream.off('drain', done);
        stream.off('close', done);
        resolve();
      };
      stream.on('drain', done);
      stream.on('close', done);
    });
  }
  if (stream.destroyed) throw new Error('export stream closed');
}

async function writeCsv(out: PassThrough, table: TableExport): Promise<void> {
  const csv = stringify({ bom: true, cast: CSV_SAFE_CAST });
  const piped = pipeline(csv, out);
  csv.write(table.headers);
  for await (const row of table.rows) {
    csv.write(row);
    await drained(csv);
  }
  csv.end();
  await piped;
}

/**
 * The stream exceljs compresses the sheet's XML into. exceljs's own buffer (StreamBuf) writes
 * to it without heeding backpressure, and zlib compresses slower than rows are made, so without
 * waiting on it the whole sheet piles up in the deflate stream (+500 MB for a million rows).
 * `pipes` is that buffer's list of destinations (exceljs 4.x; absent until the zip reads it).
 */
function sheetSink(sheet: object): Writable | undefined {
  const stream = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream;
  return stream?.pipes?.[0];
}

async function writeXlsx(out: PassThrough, table: TableExport): Promise<void> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(table.sheetName);
  sheet.addRow(table.headers).commit();
  for await (const row of table.rows) {
    sheet.addRow(row).commit();
    const sink = sheetSink(sheet);
    if (sink) await drained(sink);
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
}

/** Answers the request with the file; errors after the first byte end the stream early. */
export function sendTable(reply: FastifyReply, table: TableExport): FastifyReply {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  attachment(reply, table.fileName, table.format);
  (table.format === 'csv' ? writeCsv(out, table) : writeXlsx(out, table)).catch((err: unknown) => {
    reply.log.error({ err }, 'export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply.send(out);
}
