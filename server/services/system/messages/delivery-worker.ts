// Sends the stored notice deliveries in the background. Deliveries are rows written in the
// transaction that published the notice, so nothing acknowledged is lost when the server stops:
// a row being sent holds a lease (`sending` until next_attempt_at) and is taken again by any
// process once the lease runs out. Rows are claimed with FOR UPDATE SKIP LOCKED, so several
// server processes on one database never send the same row twice at once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/open.ts';
import { noticeDeliveries, noticePublications } from '../../../db/schema.ts';
import { loadChannels, type ChannelKind } from './channel-settings.ts';
import { CHANNEL_SENDERS, SendError } from './channel-senders.ts';

/** Attempts in all before a delivery is marked failed. */
export const MAX_ATTEMPTS = 5;
const BATCH = 20;
const LEASE_MS = 120_000;

export interface DeliveryWorker {
  /** Look for due deliveries now (after a publish or a retry). */
  kick(): void;
  /** Resolves when the current round is done; no new round starts. */
  stop(): Promise<void>;
  /** One round, for tests: claims and sends what is due; resolves with the number of rows handled. */
  runOnce(): Promise<number>;
}

const workers = new WeakMap<Db, DeliveryWorker>();

/** Wakes the worker of this database (in this process) after deliveries were queued. */
export function kickDeliveries(db: Db): void {
  workers.get(db)?.kick();
}

/** The queue's depth by status, for the metrics (counted by the index on status). */
export async function deliveryQueueCounts(db: Db): Promise<Record<'pending' | 'sending' | 'failed', number>> {
  const rows = await db
    .select({ status: noticeDeliveries.status, n: sql<number>`count(*)::int` })
    .from(noticeDeliveries)
    .where(inArray(noticeDeliveries.status, ['pending', 'sending', 'failed']))
    .groupBy(noticeDeliveries.status);
  const counts = { pending: 0, sending: 0, failed: 0 };
  for (const r of rows) counts[r.status as keyof typeof counts] = r.n;
  return counts;
}

async function claimDue(db: Db) {
  const leaseUntil = new Date(Date.now() + LEASE_MS);
  const result = await db.execute(sql`
    update notice_deliveries set status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
    where id in (
      select id from notice_deliveries
      where status in ('pending', 'sending') and next_attempt_at <= now()
      order by next_attempt_at, id limit ${BATCH} for update skip locked)
    returning id, publication_id, channel, address, attempts`);
  return (
    result as {
      rows: Array<{ id: number | string; publication_id: number | string; channel: string; address: string; attempts: number | string }>;
    }
  ).rows;
}

export function startDeliveryWorker(db: Db, opts: { retryMs: number; log: FastifyBaseLogger }): DeliveryWorker {
  const pollMs = Math.max(200, Math.min(5000, opts.retryMs));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function round(): Promise<number> {
    const claimed = await claimDue(db);
    if (!claimed.length) return 0;
    const channels = await loadChannels(db);
    const pubIds = [...new Set(claimed.map((c) => Number(c.publication_id)))];
    const pubs = new Map(
      (
        await db
          .select({ id: noticePublications.id, title: noticePublications.title, body: noticePublications.body })
          .from(noticePublications)
          .where(inArray(noticePublications.id, pubIds))
      ).map((p) => [p.id, p]),
    );
    for (const row of claimed) {
      const id = Number(row.id);
      const attempts = Number(row.attempts);
      const pub = pubs.get(Number(row.publication_id));
      const kind = row.channel as ChannelKind;
      try {
        if (!pub) throw new SendError({ kind: 'incomplete', fields: ['publication'], retry: false });
        if (!channels[kind]?.enabled) throw new SendError({ kind: 'incomplete', fields: ['enabled'], retry: false });
        await CHANNEL_SENDERS[kind](channels, row.address, { subject: pub.title, text: pub.body });
        await db.update(noticeDeliveries).set({ status: 'sent', sentAt: new Date(), lastError: '' }).where(eq(noticeDeliveries.id, id));
      } catch (e) {
        const failure = e instanceof SendError ? e.failure : null;
        const message = (e instanceof SendError ? e.message : 'unexpected error').slice(0, 500);
        const retry = (failure?.retry ?? true) && attempts < MAX_ATTEMPTS;
        // Backoff doubles per attempt: retryMs, 2x, 4x, 8x.
        const next = new Date(Date.now() + opts.retryMs * 2 ** (attempts - 1));
        await db
          .update(noticeDeliveries)
          .set(retry ? { status: 'pending', nextAttemptAt: next, lastError: message } : { status: 'failed', lastError: message })
          .where(and(eq(noticeDeliveries.id, id), eq(noticeDeliveries.status, 'sending')));
        // The id and channel only: the message may name a recipient but never a secret.
        opts.log.warn({ deliveryId: id, channel: kind, attempts, retry }, 'notice delivery failed');
        if (!(e instanceof SendError)) opts.log.error({ err: e, deliveryId: id }, 'notice delivery crashed');
      }
    }
    return claimed.length;
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((e: unknown) => {
        opts.log.error({ err: e }, 'notice delivery round failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    void running.then((handled) => {
      // A full batch or a kick during the round: go on at once; otherwise poll.
      const soon = again || handled >= BATCH;
      again = false;
      schedule(soon ? 0 : pollMs);
    });
  }

  const worker: DeliveryWorker = {
    kick: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      workers.delete(db);
    },
    runOnce: () => round(),
  };
  workers.set(db, worker);
  schedule(pollMs);
  return worker;
}
