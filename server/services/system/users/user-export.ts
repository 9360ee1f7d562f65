// Export of the users matching the list's filter, streamed: rows are read in keyset batches
// (id > last) and written as they come, so memory stays flat however many users match.
// Also the import template (headers in the request's language and one example row).
import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import { roles, userRoles, users } from '../../../db/schema.ts';
import { t, type Lang } from '../../../i18n/messages.ts';
import { loadExcelJS } from '../../../http/load-exceljs.ts';
import { usersWhere, type UserFilters, type Viewer } from './user-queries.ts';
import { CONTENT_TYPE, EXPORT_COLUMNS, IMPORT_COLUMNS, headerLabels, writeTable, type FileFormat } from './user-file-formats.ts';
import { departmentPaths } from './user-directories.ts';
import { CSV_SAFE_CAST } from '../../../http/csv-cells.ts';

const BATCH = 1_000;

function attachment(reply: FastifyReply, format: FileFormat, name: string) {
  reply.header('content-type', CONTENT_TYPE[format]);
  reply.header('content-disposition', `attachment; filename="${name}.${format}"`);
  reply.header('cache-control', 'no-store');
}

export async function sendImportTemplate(reply: FastifyReply, format: FileFormat, lang: Lang) {
  const example = [
    'zhangsan',
    lang === 'en_US' ? 'San Zhang' : '张三',
    '13800000000',
    'zhangsan@example.com',
    '',
    '',
    t(lang, 'valueEnabled'),
    t(lang, 'valueNo'),
    '',
  ];
  attachment(reply, format, 'users-template');
  return reply.send(await writeTable(format, [headerLabels(IMPORT_COLUMNS, lang), example]));
}

/** Export rows of the filter, a batch at a time, as cell texts in EXPORT_COLUMNS order. */
async function* exportRows(db: Db, filters: UserFilters, viewer: Viewer, lang: Lang): AsyncGenerator<string[][]> {
  const paths = await departmentPaths(db);
  const where = await usersWhere(db, filters, viewer);
  let lastId = 0;
  for (;;) {
    const batch = await db
      .select({
        id: users.id,
        username: users.username,
        realName: users.realName,
        phone: users.phone,
        email: users.email,
        deptId: users.deptId,
        status: users.status,
        never: users.passwordNeverExpires,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(and(gt(users.id, lastId), where))
      .orderBy(asc(users.id))
      .limit(BATCH);
    if (!batch.length) return;
    lastId = batch[batch.length - 1]!.id;
    const links = await db
      .select({ userId: userRoles.userId, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(
        inArray(
          userRoles.userId,
          batch.map((b) => b.id),
        ),
      );
    const rolesOf = new Map<number, string[]>();
    for (const l of links) rolesOf.set(l.userId, [...(rolesOf.get(l.userId) ?? []), l.name]);
    yield batch.map((u) => [
      u.username,
      u.realName,
      u.phone,
      u.email,
      u.deptId === null ? '' : (paths.get(u.deptId) ?? ''),
      (rolesOf.get(u.id) ?? []).join(';'),
      t(lang, u.status === 1 ? 'valueEnabled' : 'valueDisabled'),
      t(lang, u.never ? 'valueYes' : 'valueNo'),
      u.createdAt.toISOString(),
    ]);
    if (batch.length < BATCH) return;
  }
}

export async function sendUserExport(db: Db, reply: FastifyReply, format: FileFormat, filters: UserFilters, viewer: Viewer, lang: Lang) {
  const header = headerLabels(EXPORT_COLUMNS, lang);
  const rows = exportRows(db, filters, viewer, lang);
  attachment(reply, format, `users-${new Date().toISOString().slice(0, 10)}`);
  if (format === 'csv') {
    return reply.send(
      Readable.from(
        (async function* () {
          yield stringify([header], { bom: true, cast: CSV_SAFE_CAST });
          for await (const batch of rows) yield stringify(batch, { cast: CSV_SAFE_CAST });
        })(),
      ),
    );
  }
  const ExcelJS = await loadExcelJS();
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('users');
  void (async () => {
    sheet.addRow(header).commit();
    for await (const batch of rows) {
      for (const row of batch) sheet.addRow(row).commit();
      // Let the zip stream drain before reading the next batch (keeps memory flat).
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return reply.send(out);
}
