// Queries of the notices: the three-month window (spec section 9), a user's unread count, and
// who a publication reaches (everyone, or holders of roles, members of departments and below,
// and chosen users; enabled accounts only).
import { and, count, eq, gte, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { deptRoles, notices, userRoles, users } from '../../../db/schema.ts';
import type { NoticeAudience } from '../../../db/schema.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { deptSubtreeIds } from '../../../auth/data-scope.ts';

/** Notices older than this many months are not shown (spec section 9). */
export const NOTICE_MONTHS = 3;

export function noticeWindowStart(now = new Date()): Date {
  const since = new Date(now);
  since.setMonth(since.getMonth() - NOTICE_MONTHS);
  return since;
}

/** The user's unread notices of the window: the header's badge. */
export async function unreadNoticeCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt), gte(notices.createdAt, noticeWindowStart())));
  return row?.n ?? 0;
}

export interface Recipient {
  id: number;
  username: string;
  email: string;
}

/** The enabled users a publication reaches, each once. */
export async function recipientsOf(db: DbOrTx, a: NoticeAudience): Promise<Recipient[]> {
  const enabled = eq(users.status, 1);
  const columns = { id: users.id, username: users.username, email: users.email };
  if (a.all) return db.select(columns).from(users).where(enabled).orderBy(users.id);
  const parts: SQL[] = [];
  if (a.userIds.length) parts.push(inArray(users.id, a.userIds));
  if (a.deptIds.length) {
    const depts = new Set<number>();
    for (const id of a.deptIds) for (const d of await deptSubtreeIds(db, id)) depts.add(d);
    parts.push(inArray(users.deptId, [...depts]));
  }
  if (a.roleIds.length) {
    // A role is held directly or through the department's default roles (spec section 4).
    parts.push(inArray(users.id, db.select({ id: userRoles.userId }).from(userRoles).where(inArray(userRoles.roleId, a.roleIds))));
    parts.push(inArray(users.deptId, db.select({ id: deptRoles.deptId }).from(deptRoles).where(inArray(deptRoles.roleId, a.roleIds))));
  }
  if (!parts.length) return [];
  return db
    .select(columns)
    .from(users)
    .where(and(enabled, or(...parts)))
    .orderBy(users.id);
}

/** Counts of a publication's inbox rows and deliveries, as columns beside it. */
export const publicationCounts = (pubId: SQL | AnyColumn) => ({
  read: sql<number>`(select count(*) from notices n where n.publication_id = ${pubId} and n.read_at is not null)`.mapWith(Number),
  sent: sql<number>`(select count(*) from notice_deliveries d where d.publication_id = ${pubId} and d.status = 'sent')`.mapWith(Number),
  failed: sql<number>`(select count(*) from notice_deliveries d where d.publication_id = ${pubId} and d.status = 'failed')`.mapWith(Number),
  pending:
    sql<number>`(select count(*) from notice_deliveries d where d.publication_id = ${pubId} and d.status in ('pending', 'sending'))`.mapWith(
      Number,
    ),
});
