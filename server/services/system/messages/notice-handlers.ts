// Notices: every user's own list (three months) with mark read / all read, and the
// administrator's publications with their delivery records over the enabled channels.
import { and, desc, eq, gte, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { noticeDeliveries, noticePublications, notices, users } from '../../../db/schema.ts';
import { audited } from '../../../audit/audit.ts';
import { ApiError, ok } from '../../../http/envelope.ts';
import { t } from '../../../i18n/messages.ts';
import { containsPattern, pageWindow, toPage, totalOver } from '../../../db/paging.ts';
import { authOf, requestLang, type ServiceContext, type SystemHandlers } from '../../context.ts';
import { noticeWindowStart, publicationCounts, recipientsOf, unreadNoticeCount } from './notice-queries.ts';
import { loadChannels, type ChannelKind } from './channel-settings.ts';
import { kickDeliveries } from './delivery-worker.ts';
import { assertDictKey } from '../dictionaries/dict-keys.ts';

const CHANNEL_NAME = { mail: 'channelMail', wecom: 'channelWecom', dingtalk: 'channelDingtalk' } as const;
const CHUNK = 1000;

export function noticeService({ db }: ServiceContext) {
  return {
    async getUnreadNoticeCount(req) {
      return ok(await unreadNoticeCount(db, authOf(req).userId));
    },
    async listMyNotices(req) {
      const window = pageWindow(req.query);
      const keyword = req.query.keyword?.trim();
      const where = and(
        eq(notices.userId, authOf(req).userId),
        gte(notices.createdAt, noticeWindowStart()),
        keyword ? ilike(notices.title, containsPattern(keyword)) : undefined,
        req.query.unread ? isNull(notices.readAt) : undefined,
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
      return ok(
        await toPage(
          rows,
          window,
          (r) => ({ id: r.id, title: r.title, body: r.body, type: r.type, read: r.readAt !== null, createdAt: r.createdAt.toISOString() }),
          () => db.$count(notices, where),
        ),
      );
    },
    // Marking read changes only the caller's own rows; it is not audited (a reading receipt,
    // not a change to the platform), like a preference.
    async markNoticesRead(req) {
      const userId = authOf(req).userId;
      await db
        .update(notices)
        .set({ readAt: new Date() })
        .where(and(eq(notices.userId, userId), inArray(notices.id, req.body.ids), isNull(notices.readAt)));
      return ok(await unreadNoticeCount(db, userId));
    },
    async markAllNoticesRead(req) {
      const userId = authOf(req).userId;
      await db
        .update(notices)
        .set({ readAt: new Date() })
        .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
      return ok(0);
    },
    async listNoticePublications(req) {
      const window = pageWindow(req.query);
      const keyword = req.query.keyword?.trim();
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
      return ok(
        await toPage(
          rows,
          window,
          ({ total: _total, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString() }),
          () => db.$count(noticePublications, where),
        ),
      );
    },
    async publishNotice(req) {
      const lang = requestLang(req);
      const body = { ...req.body, title: req.body.title.trim(), type: req.body.type ?? 'announcement' };
      if (!body.title) throw new ApiError(400, 400, 'badRequest', { detail: 'title' });
      await assertDictKey(db, lang, 'notice-type', body.type);
      const channels = [...new Set(body.channels)] as ChannelKind[];
      const settings = await loadChannels(db);
      for (const c of channels) {
        if (!settings[c].enabled) throw new ApiError(400, 400, 'channelNotEnabled', { channel: t(lang, CHANNEL_NAME[c]) });
      }
      const recipients = await recipientsOf(db, body.audience);
      if (!recipients.length) throw new ApiError(400, 400, 'noticeNoRecipients');
      const publication = await audited(db, req, { module: 'notice', action: 'publish' }, async (tx, audit) => {
        const [pub] = await tx
          .insert(noticePublications)
          .values({
            title: body.title,
            body: body.body,
            type: body.type,
            audience: body.audience,
            channels,
            recipients: recipients.length,
            publishedBy: authOf(req).userId,
          })
          .returning();
        for (let i = 0; i < recipients.length; i += CHUNK) {
          const part = recipients.slice(i, i + CHUNK);
          await tx
            .insert(notices)
            .values(part.map((r) => ({ userId: r.id, title: body.title, body: body.body, type: body.type, publicationId: pub!.id })));
          const deliveries = channels.flatMap((channel) =>
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
        audit.after = { id: pub!.id, title: pub!.title, type: body.type, audience: body.audience, channels, recipients: recipients.length };
        return pub!;
      });
      kickDeliveries(db);
      return ok({
        ...publication,
        publishedBy: '',
        read: 0,
        sent: 0,
        failed: 0,
        pending: 0,
        createdAt: publication.createdAt.toISOString(),
      });
    },
    async listNoticeDeliveries(req) {
      const window = pageWindow(req.query);
      const where = and(
        req.query.publicationId ? eq(noticeDeliveries.publicationId, req.query.publicationId) : undefined,
        req.query.status ? eq(noticeDeliveries.status, req.query.status) : undefined,
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
      return ok(
        await toPage(
          rows,
          window,
          ({ total: _total, nextAttemptAt, sentAt, ...r }) => ({
            ...r,
            channel: r.channel as ChannelKind,
            status: r.status as 'pending' | 'sending' | 'sent' | 'failed',
            ...(r.status === 'pending' ? { nextAttemptAt: nextAttemptAt.toISOString() } : {}),
            ...(sentAt ? { sentAt: sentAt.toISOString() } : {}),
          }),
          () => db.$count(noticeDeliveries, where),
        ),
      );
    },
    async retryNoticeDeliveries(req) {
      const queued = await audited(db, req, { module: 'notice', action: 'retry' }, async (tx, audit) => {
        const rows = await tx
          .update(noticeDeliveries)
          .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: '' })
          .where(and(inArray(noticeDeliveries.id, req.body.ids), eq(noticeDeliveries.status, 'failed')))
          .returning({ id: noticeDeliveries.id });
        audit.after = rows.map((r) => r.id);
        return rows.length;
      });
      kickDeliveries(db);
      return ok(queued);
    },
  } satisfies Partial<SystemHandlers>;
}
