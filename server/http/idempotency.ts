// Idempotency keys (README, "Idempotency keys"; the semantics of Stripe's API and of the IETF
// draft "The Idempotency-Key HTTP Header Field"). A write sent with `Idempotency-Key` by a
// signed-in user is applied once: a retry with the same key (a lost answer, a process killed
// mid-request, nginx passing the request on to the next process) gets the first answer again,
// marked `Idempotency-Replayed: true`, without the write being done again.
//
// - The key is claimed by a row inserted in the write's own transaction (`claimIdempotencyKey`,
//   called by `audited`), so the row exists exactly when the write was committed. Two requests
//   with one key cannot both write: the second's insert waits for the first's transaction and
//   then finds the key taken (409, nothing written).
// - The answer is stored in that row as soon as it is serialised, before it is sent. A retry
//   that comes while the row has no answer yet (the first request is still answering, or its
//   process died between the commit and that moment) gets 409: the write is applied.
// - The same key with another method, path or body answers 422; keys are per user, and live
//   24 hours (a periodic job deletes older rows; an older key counts as new).
// - Operations without a token (login, captcha, token refresh) ignore the key: their answers
//   carry tokens, which are not stored, and repeating them creates nothing a user would see.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { startPeriodicJob, type PeriodicJob } from '../db/periodic-job.ts';
import { ApiError } from '../contract/envelope.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotency-Replayed';
export const KEY_LIFETIME_HOURS = 24;
const LIVE = sql`now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface KeyedWrite {
  userId: number;
  key: string;
  hash: string;
  /** Set once the write's transaction has inserted the key's row. */
  claimed: boolean;
}

const keyed = new WeakMap<FastifyRequest, KeyedWrite>();

/** Bodies are compared by content: keys sorted, files by their bytes. */
function canonical(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { bytes: createHash('sha256').update(value).digest('hex') };
  if (Array.isArray(value)) return value.map(canonical);
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
}

function requestHash(req: FastifyRequest): string {
  return createHash('sha256')
    .update(`${req.method} ${req.url}\n`)
    .update(JSON.stringify(canonical(req.body ?? null)) ?? '')
    .digest('hex');
}

/**
 * Claims the request's key in `tx`, the transaction of its write (a no-op for a request without
 * a key, or when an earlier transaction of the request claimed it). Throws 409 when the key is
 * taken: the caller's transaction then rolls back with nothing written.
 */
export async function claimIdempotencyKey(tx: DbOrTx, req: FastifyRequest | undefined): Promise<void> {
  const write = req && keyed.get(req);
  if (!write || write.claimed) return;
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId: write.userId, key: write.key, requestHash: write.hash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { requestHash: write.hash, status: null, contentType: null, body: null, createdAt: sql`now()` },
      // Only a key past its lifetime is taken over; a live one is someone's write.
      setWhere: lt(idempotencyKeys.createdAt, LIVE),
    })
    .returning({ key: idempotencyKeys.key });
  if (!claimed.length) throw new ApiError(409, 409, 'idempotencyKeyInProgress');
  write.claimed = true;
}

async function replayOrNote(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  const userId = req.auth?.userId;
  if (!key || userId === undefined || READ_METHODS.has(req.method)) return undefined;
  const hash = requestHash(req);
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), gt(idempotencyKeys.createdAt, LIVE)));
  if (!stored) {
    keyed.set(req, { userId, key, hash, claimed: false });
    return undefined;
  }
  if (stored.requestHash !== hash) throw new ApiError(422, 422, 'idempotencyKeyReused');
  if (stored.status === null) throw new ApiError(409, 409, 'idempotencyKeyInProgress');
  reply.header(REPLAYED_HEADER, 'true').code(stored.status);
  if (stored.contentType) reply.type(stored.contentType);
  return reply.send(stored.body ?? '');
}

/** Stores the answer of a keyed write (see the top of this file). */
async function storeAnswer(db: Db, req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
  const write = keyed.get(req);
  if (!write) return;
  keyed.delete(req); // once: an error while sending must not store a second answer
  const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  const contentType = reply.getHeader('content-type');
  const answer = { status: reply.statusCode, contentType: typeof contentType === 'string' ? contentType : null, body };
  const mine = and(eq(idempotencyKeys.userId, write.userId), eq(idempotencyKeys.key, write.key), isNull(idempotencyKeys.status));
  if (write.claimed) {
    await db.update(idempotencyKeys).set(answer).where(mine);
  } else if (reply.statusCode < 300) {
    // A write outside `audited` (none of the contract's today): kept after the fact.
    await db
      .insert(idempotencyKeys)
      .values({ userId: write.userId, key: write.key, requestHash: write.hash, ...answer })
      .onConflictDoNothing();
  }
  // A refusal before any write claimed the key is not kept: a retry is judged afresh.
}

/** Installs the replay (preHandler, once the caller is known) and the answer store (onSend). */
export function installIdempotency(app: FastifyInstance, db: Db): void {
  // Callback hooks: a request without the header (every read, most writes) passes on at once,
  // without the promise and microtask an async hook costs every request.
  app.addHook('preHandler', (req, reply, done) => {
    if (!req.headers[IDEMPOTENCY_HEADER] || READ_METHODS.has(req.method)) {
      done();
      return;
    }
    // A replayed answer is sent already: the request goes no further (no done()).
    replayOrNote(db, req, reply).then((replayed) => {
      if (!replayed) done();
    }, done);
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!keyed.has(req)) {
      done(null, payload);
      return;
    }
    storeAnswer(db, req, reply, payload).then(
      () => done(null, payload),
      (err: unknown) => done(err as Error),
    );
  });
}

/** Deletes keys past their lifetime, at start and then hourly. */
export function startIdempotencyRetention(db: Db, log: FastifyBaseLogger): PeriodicJob {
  return startPeriodicJob('idempotency key retention', 60 * 60 * 1000, log, async () => {
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, LIVE));
  });
}
