// Every database read and write of the notices: the three-month window (spec section 9), a
// user's unread count, pages and read marks of their notices, who a publication reaches
// (everyone, or holders of roles, members of departments and below, and chosen users; enabled
// accounts only), storing a publication with its notices and deliveries, withdrawing one (its
// inbox rows stay but no bell shows them), deleting one, and the deliveries list and retry.
import { and, count, desc, eq, gte, ilike, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { deptRoles, noticeDeliveries, noticePublications, notices, userRoles, users } from '../../../db/schema.ts';
import type { Db } from '../../../db/open.ts';
import { containsPattern, totalOver, type PageWindow } from '../../../db/paging.ts';
import { t } from '../../../i18n/messages.ts';
import type { ChannelKind } from './channel-settings.ts';
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

/**
 * An inbox row whose publication was withdrawn is kept (its read receipt stays in the
 * publication's counts) but no longer shown: every reader of a user's notices filters with this.
 */
const notWithdrawn = sql`not exists (select 1 from notice_publications p where p.id = ${notices.publicationId} and p.status = 'withdrawn')`;

/** The user's unread notices of the window: the header's badge. */
export async function unreadNoticeCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt), gte(notices.createdAt, noticeWindowStart()), notWithdrawn));
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

/** A page of the user's notices inside the window, newest first; and how to count them all. */
export async function myNoticesPage(db: Db, userId: number, keyword: string | undefined, unread: boolean | undefined, window: PageWindow) {
  const where = and(
    eq(notices.userId, userId),
    gte(notices.createdAt, noticeWindowStart()),
    keyword ? ilike(notices.title, containsPattern(keyword)) : undefined,
    unread ? isNull(notices.readAt) : undefined,
    notWithdrawn,
  );
  const rows = await db
    .select({
      id: notices.id,
      title: notices.title,
      body: notices.body,
      type: notices.type,
      readAt: notices.readAt,
      createdAt: notices.createdAt,
      total: totalOver(),
    })
    .from(notices)
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(window.size)
    .offset(window.offset);
  return { rows, countAll: () => db.$count(notices, where) };
}

/** Marks the user's unread notices read: those of `ids`, or all of them. */
export async function markRead(db: Db, userId: number, ids?: number[]) {
  await db
    .update(notices)
    .set({ readAt: new Date() })
    .where(and(eq(notices.userId, userId), ids ? inArray(notices.id, ids) : undefined, isNull(notices.readAt)));
}

/** A page of the publications inside the window with their delivery counts, newest first. */
export async function publicationsPage(db: Db, keyword: string | undefined, window: PageWindow) {
  const where = and(
    gte(noticePublications.createdAt, noticeWindowStart()),
    keyword ? ilike(noticePublications.title, containsPattern(keyword)) : undefined,
  );
  const rows = await db
    .select({
      id: noticePublications.id,
      title: noticePublications.title,
      body: noticePublications.body,
      type: noticePublications.type,
      status: noticePublications.status,
      audience: noticePublications.audience,
      channels: noticePublications.channels,
      recipients: noticePublications.recipients,
      publishedBy: sql<string>`coalesce(${users.username}, '')`,
      createdAt: noticePublications.createdAt,
      ...publicationCounts(noticePublications.id),
      total: totalOver(),
    })
    .from(noticePublications)
    .leftJoin(users, eq(users.id, noticePublications.publishedBy))
    .where(where)
    .orderBy(desc(noticePublications.createdAt), desc(noticePublications.id))
    .limit(window.size)
    .offset(window.offset);
  return { rows, countAll: () => db.$count(noticePublications, where) };
}

const CHUNK = 1000;

export interface NewPublication {
  title: string;
  body: string;
  type: string;
  audience: NoticeAudience;
  channels: ChannelKind[];
  publishedBy: number;
}

/**
 * Stores the publication, a notice for every recipient and a delivery per recipient and channel
 * (in chunks, so a large audience stays within the statement limits).
 */
export async function insertPublication(tx: DbOrTx, publication: NewPublication, recipients: Recipient[]) {
  const [pub] = await tx
    .insert(noticePublications)
    .values({ ...publication, recipients: recipients.length })
    .returning();
  for (let i = 0; i < recipients.length; i += CHUNK) {
    const part = recipients.slice(i, i + CHUNK);
    await tx.insert(notices).values(
      part.map((r) => ({
        userId: r.id,
        title: publication.title,
        body: publication.body,
        type: publication.type,
        publicationId: pub!.id,
      })),
    );
    const deliveries = publication.channels.flatMap((channel) =>
      part.map((r) => {
        const address = channel === 'mail' ? r.email : r.username;
        // A user without an e-mail address cannot get the mail: recorded as failed at once.
        return address
          ? { publicationId: pub!.id, userId: r.id, channel, address }
          : {
              publicationId: pub!.id,
              userId: r.id,
              channel,
              address,
              status: 'failed',
              lastError: t('en_US', 'channelNoAddress', { what: t('en_US', 'addressEmail') }),
            };
      }),
    );
    if (deliveries.length) await tx.insert(noticeDeliveries).values(deliveries);
  }
  return pub!;
}

export interface DeliveryFilter {
  publicationId?: number;
  status?: string;
}

/** A page of deliveries, failures first; and how to count them all. */
export async function deliveriesPage(db: Db, query: DeliveryFilter, window: PageWindow) {
  const where = and(
    query.publicationId ? eq(noticeDeliveries.publicationId, query.publicationId) : undefined,
    query.status ? eq(noticeDeliveries.status, query.status) : undefined,
  );
  const rows = await db
    .select({
      id: noticeDeliveries.id,
      publicationId: noticeDeliveries.publicationId,
      title: noticePublications.title,
      username: sql<string>`coalesce(${users.username}, '')`,
      channel: noticeDeliveries.channel,
      address: noticeDeliveries.address,
      status: noticeDeliveries.status,
      attempts: noticeDeliveries.attempts,
      lastError: noticeDeliveries.lastError,
      nextAttemptAt: noticeDeliveries.nextAttemptAt,
      sentAt: noticeDeliveries.sentAt,
      total: totalOver(),
    })
    .from(noticeDeliveries)
    .innerJoin(noticePublications, eq(noticePublications.id, noticeDeliveries.publicationId))
    .leftJoin(users, eq(users.id, noticeDeliveries.userId))
    .where(where)
    // Failures first: they are what an administrator opens this list for.
    .orderBy(
      sql`case ${noticeDeliveries.status} when 'failed' then 0 when 'pending' then 1 when 'sending' then 1 else 2 end`,
      desc(noticeDeliveries.id),
    )
    .limit(window.size)
    .offset(window.offset);
  return { rows, countAll: () => db.$count(noticeDeliveries, where) };
}

/** Queues the failed deliveries among `ids` again (not those of a withdrawn notice); returns the ids queued. */
export const requeueFailed = (tx: DbOrTx, ids: number[]) =>
  tx
    .update(noticeDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: '' })
    .where(
      and(
        inArray(noticeDeliveries.id, ids),
        eq(noticeDeliveries.status, 'failed'),
        inArray(
          noticeDeliveries.publicationId,
          tx.select({ id: noticePublications.id }).from(noticePublications).where(eq(noticePublications.status, 'published')),
        ),
      ),
    )
    .returning({ id: noticeDeliveries.id });

/** A publication as the audit records it, or undefined. */
export async function publicationById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: noticePublications.id,
      title: noticePublications.title,
      type: noticePublications.type,
      status: noticePublications.status,
      audience: noticePublications.audience,
      channels: noticePublications.channels,
      recipients: noticePublications.recipients,
    })
    .from(noticePublications)
    .where(eq(noticePublications.id, id));
  return row;
}

/**
 * Withdraws a published notice: it leaves every recipient's bell (see `notWithdrawn`) and its
 * deliveries not yet sent are dropped. False when it was withdrawn already; the status is
 * checked by the update itself, so two concurrent withdrawals cannot both succeed.
 */
export async function withdrawPublication(tx: DbOrTx, id: number): Promise<boolean> {
  const changed = await tx
    .update(noticePublications)
    .set({ status: 'withdrawn' })
    .where(and(eq(noticePublications.id, id), eq(noticePublications.status, 'published')))
    .returning({ id: noticePublications.id });
  if (!changed.length) return false;
  await tx.delete(noticeDeliveries).where(and(eq(noticeDeliveries.publicationId, id), eq(noticeDeliveries.status, 'pending')));
  return true;
}

/**
 * Deletes a publication: every recipient's inbox row of it (it leaves their bells) and, by the
 * foreign key's cascade, its delivery records, so nothing more is sent.
 */
export async function deletePublication(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(notices).where(eq(notices.publicationId, id));
  await tx.delete(noticePublications).where(eq(noticePublications.id, id));
}
