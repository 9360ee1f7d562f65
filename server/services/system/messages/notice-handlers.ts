// Notices: every user's own list (three months) with mark read / all read, and the
// administrator's publications with their delivery records over the enabled channels; a
// publication withdrawn or deleted leaves every recipient's list and sends nothing more (a
// withdrawn one stays in the administrator's list, marked so).
import { audited } from '../../../audit/audit.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import { t } from '../../../i18n/messages.ts';
import { pageWindow, toPage } from '../../../db/paging.ts';
import { authOf, requestLang, type ServiceContext, type SystemHandlers } from '../../context.ts';
import {
  deletePublication,
  deliveriesPage,
  insertPublication,
  markRead,
  myNoticesPage,
  publicationById,
  publicationsPage,
  recipientsOf,
  requeueFailed,
  unreadNoticeCount,
  withdrawPublication,
} from './notice-queries.ts';
import { loadChannels, type ChannelKind } from './channel-settings.ts';
import { kickDeliveries } from './delivery-worker.ts';
import { assertDictKey } from '../dictionaries/dict-keys.ts';

type PublicationStatus = 'published' | 'withdrawn';

const CHANNEL_NAME = { mail: 'channelMail', wecom: 'channelWecom', dingtalk: 'channelDingtalk' } as const;

export function noticeService({ db }: ServiceContext) {
  return {
    async getUnreadNoticeCount(req) {
      return ok(await unreadNoticeCount(db, authOf(req).userId));
    },
    async listMyNotices(req) {
      const window = pageWindow(req.query);
      const keyword = req.query.keyword?.trim();
      const { rows, countAll } = await myNoticesPage(db, authOf(req).userId, keyword, req.query.unread, window);
      return ok(
        await toPage(
          rows,
          window,
          (r) => ({ id: r.id, title: r.title, body: r.body, type: r.type, read: r.readAt !== null, createdAt: r.createdAt.toISOString() }),
          countAll,
        ),
      );
    },
    // Marking read changes only the caller's own rows; it is not audited (a reading receipt,
    // not a change to the platform), like a preference.
    async markNoticesRead(req) {
      const userId = authOf(req).userId;
      await markRead(db, userId, req.body.ids);
      return ok(await unreadNoticeCount(db, userId));
    },
    async markAllNoticesRead(req) {
      const userId = authOf(req).userId;
      await markRead(db, userId);
      return ok(0);
    },
    async listNoticePublications(req) {
      const window = pageWindow(req.query);
      const keyword = req.query.keyword?.trim();
      const { rows, countAll } = await publicationsPage(db, keyword, window);
      return ok(
        await toPage(
          rows,
          window,
          ({ total: _total, ...r }) => ({ ...r, status: r.status as PublicationStatus, createdAt: r.createdAt.toISOString() }),
          countAll,
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
        const pub = await insertPublication(
          tx,
          { title: body.title, body: body.body, type: body.type, audience: body.audience, channels, publishedBy: authOf(req).userId },
          recipients,
        );
        audit.after = { id: pub.id, title: pub.title, type: body.type, audience: body.audience, channels, recipients: recipients.length };
        return pub;
      });
      kickDeliveries(db);
      return ok({
        ...publication,
        publishedBy: '',
        status: 'published' as const,
        read: 0,
        sent: 0,
        failed: 0,
        pending: 0,
        createdAt: publication.createdAt.toISOString(),
      });
    },
    async removeNoticePublication(req) {
      const old = await publicationById(db, req.query.id);
      if (!old) throw new ApiError(404, 404, 'recordNotFound');
      await audited(db, req, { module: 'notice', action: 'delete' }, async (tx, audit) => {
        audit.before = old;
        await deletePublication(tx, old.id);
      });
      return ok(true);
    },
    async withdrawNoticePublication(req) {
      const old = await publicationById(db, req.query.id);
      if (!old) throw new ApiError(404, 404, 'recordNotFound');
      await audited(db, req, { module: 'notice', action: 'withdraw' }, async (tx, audit) => {
        audit.before = old;
        if (!(await withdrawPublication(tx, old.id))) throw new ApiError(409, 409, 'noticeAlreadyWithdrawn');
        audit.after = { ...old, status: 'withdrawn' };
      });
      return ok(true);
    },
    async listNoticeDeliveries(req) {
      const window = pageWindow(req.query);
      const { rows, countAll } = await deliveriesPage(db, req.query, window);
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
          countAll,
        ),
      );
    },
    async retryNoticeDeliveries(req) {
      const queued = await audited(db, req, { module: 'notice', action: 'retry' }, async (tx, audit) => {
        const rows = await requeueFailed(tx, req.body.ids);
        audit.after = rows.map((r) => r.id);
        return rows.length;
      });
      kickDeliveries(db);
      return ok(queued);
    },
  } satisfies Partial<SystemHandlers>;
}
