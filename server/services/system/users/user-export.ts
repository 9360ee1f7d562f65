// Export of the users matching the list's filter, streamed by table-export.ts: rows are read in
// keyset batches (id > last) as fast as the client takes the file, so memory stays flat however
// many users match. Also the import template (headers in the request's language and one example row).
import type { FastifyReply } from 'fastify';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import { roles, userRoles, users } from '../../../db/schema.ts';
import { t, type Lang } from '../../../i18n/messages.ts';
import { attachment, sendTable } from '../../../http/table-export.ts';
import { usersWhere, type UserFilters, type Viewer } from './user-queries.ts';
import { EXPORT_COLUMNS, IMPORT_COLUMNS, headerLabels, writeTable, type FileFormat } from './user-file-formats.ts';
import { departmentPaths } from './user-directories.ts';

const BATCH = 1_000;

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
  attachment(reply, 'users-template', format);
  return reply.send(await writeTable(format, [headerLabels(IMPORT_COLUMNS, lang), example]));
}

/** Export rows of the filter, read a batch at a time, as cell texts in EXPORT_COLUMNS order. */
async function* exportRows(db: Db, filters: UserFilters, viewer: Viewer, lang: Lang): AsyncGenerator<string[]> {
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
    yield* batch.map((u) => [
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

export function sendUserExport(db: Db, reply: FastifyReply, format: FileFormat, filters: UserFilters, viewer: Viewer, lang: Lang) {
  return sendTable(reply, {
    format,
    fileName: `users-${new Date().toISOString().slice(0, 10)}`,
    sheetName: 'users',
    headers: headerLabels(EXPORT_COLUMNS, lang),
    rows: exportRows(db, filters, viewer, lang),
  });
}
