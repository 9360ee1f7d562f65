// Opaque bearer tokens backed by the sessions table. Only SHA-256 digests are stored, so a
// database leak does not hand out live sessions.
import { hash as oneShotHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { sessions, supersededTokens, usedRefreshTokens } from '../db/schema.ts';
import { ApiError } from '../contract/envelope.ts';
import { cachesOf, TopicCache } from '../cache/topic-cache.ts';
import { invalidate } from '../cache/invalidate.ts';
import { openPair, sealPair } from './pending-pair.ts';

// One-shot hash (Node 20.12+): every authenticated request digests its token, without a Hash object.
const digest = (token: string) => oneShotHash('sha256', token, 'hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  /** Epoch ms at which the session ends. */
  expireTime: number;
}

export interface SessionLimits {
  accessTokenTtl: number;
  loginTimeoutMinutes: number;
  /** Session length with remember-me (login verification settings; 7 by default). */
  rememberMeDays: number;
}

let loginsSinceSweep = 0;
const ENDED_SESSION_KEEP_MS = 86_400_000;

export async function startSession(db: Db, userId: number, rememberMe: boolean, limits: SessionLimits): Promise<IssuedTokens> {
  const now = Date.now();
  // Ended sessions (and, by cascade, their used refresh tokens) are kept a day, then dropped.
  if (++loginsSinceSweep >= 100) {
    loginsSinceSweep = 0;
    await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now - ENDED_SESSION_KEEP_MS)));
    await db.delete(supersededTokens).where(lt(supersededTokens.expiresAt, new Date(now)));
    await invalidate(db, 'sessions');
  }
  const accessToken = newToken();
  const refreshToken = newToken();
  const expiresAt = rememberMe ? now + limits.rememberMeDays * 86_400_000 : now + limits.loginTimeoutMinutes * 60_000;
  const accessExpiresAt = Math.min(now + limits.accessTokenTtl * 1000, expiresAt);
  await db.insert(sessions).values({
    userId,
    accessHash: digest(accessToken),
    accessExpiresAt: new Date(accessExpiresAt),
    refreshHash: digest(refreshToken),
    expiresAt: new Date(expiresAt),
    rememberMe,
  });
  return { accessToken, refreshToken, expiresIn: Math.round((accessExpiresAt - now) / 1000), expireTime: expiresAt };
}

export interface Authenticated {
  userId: number;
  sessionId: number;
}

type SessionRow = Pick<typeof sessions.$inferSelect, 'id' | 'userId' | 'revokedAt' | 'expiresAt' | 'accessExpiresAt' | 'pendingPair'>;

/**
 * authenticate() runs before every API call, and PGlite spends about 2 ms on any parameterised
 * query, so session lookups are cached (topic 'sessions'). Every write to the sessions table
 * calls invalidate(db, 'sessions'), which reaches every server process on the database through
 * NOTIFY within milliseconds, so a revoked session is refused everywhere from then on.
 * The time checks (access token and session expiry) are made on every call, cached or not.
 */
const SESSIONS = Symbol('sessions');

async function findByAccessHash(db: Db, hash: string): Promise<SessionRow | undefined> {
  const cache = cachesOf(db, SESSIONS, () => new TopicCache<string, SessionRow | undefined>(db, 'sessions', 10_000, false));
  return cache.get(hash, async () => {
    const [row] = await db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        accessExpiresAt: sessions.accessExpiresAt,
        pendingPair: sessions.pendingPair,
      })
      .from(sessions)
      .where(eq(sessions.accessHash, hash))
      .limit(1);
    return row;
  });
}

/**
 * Access tokens replaced by a refresh, remembered (table superseded_tokens) until their session
 * ends. Such a token answers 402 (refresh) rather than 401 (session over): another tab
 * of the same session, or a request that was in flight during the refresh, then refreshes or
 * adopts the new token instead of logging the user out. Kept in the database so that a token
 * replaced through one server process is answered alike by every other. It only softens the
 * answer, it never grants access.
 */
async function isSupersededInLiveSession(db: Db, hash: string, now: number): Promise<boolean> {
  const at = new Date(now);
  const [live] = await db
    .select({ id: sessions.id })
    .from(supersededTokens)
    .innerJoin(sessions, eq(sessions.id, supersededTokens.sessionId))
    .where(
      and(
        eq(supersededTokens.accessHash, hash),
        gt(supersededTokens.expiresAt, at),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
      ),
    )
    .limit(1);
  return live !== undefined;
}

/** Throws 401/402 (expired access token) or 401/401 (unknown, revoked or ended session). */
export async function authenticate(db: Db, accessToken: string): Promise<Authenticated> {
  const hash = digest(accessToken);
  const row = await findByAccessHash(db, hash);
  const now = Date.now();
  if (!row && (await isSupersededInLiveSession(db, hash, now))) throw new ApiError(401, 402, 'accessTokenExpired');
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now) throw new ApiError(401, 401, 'tokenInvalid');
  if (row.accessExpiresAt.getTime() <= now) throw new ApiError(401, 402, 'accessTokenExpired');
  if (row.pendingPair) {
    // The pair reached its client: its spent refresh token no longer fetches it again.
    await db
      .update(sessions)
      .set({ pendingPair: null })
      .where(and(eq(sessions.id, row.id), eq(sessions.accessHash, hash)));
    await invalidate(db, 'sessions');
  }
  return { userId: row.userId, sessionId: row.id };
}

/**
 * How long after its rotation a refresh token presented again answers 401/402 ("rotated: re-read
 * the new pair") instead of revoking its session: the other tabs of the browser learn the new
 * pair through localStorage, which reaches them some time after the lock that serialises their
 * refreshes (Chromium delivers the two on separate channels). The answer carries no tokens.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * The pair that `spent` was exchanged for, while no request has used it yet (its answer was lost,
 * or a second tab asks at the same moment): the same pair again rather than a second one, so the
 * client that lost it keeps its session and two tabs end up holding one pair.
 */
function pairNotYetUsed(row: typeof sessions.$inferSelect, spent: string, now: number): (IssuedTokens & { userId: number }) | null {
  const pair = row.pendingPair ? openPair(spent, row.pendingPair) : null;
  if (!pair || digest(pair.accessToken) !== row.accessHash) return null;
  return {
    userId: row.userId,
    ...pair,
    expiresIn: Math.max(0, Math.round((row.accessExpiresAt.getTime() - now) / 1000)),
    expireTime: row.expiresAt.getTime(),
  };
}

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once; a second use means
 * it leaked, so the session it belongs to is revoked (OAuth 2.0 Security BCP, section 4.14),
 * except within REFRESH_REUSE_GRACE_MS of its rotation while the session lives: then it gets the
 * pair it was exchanged for if no request has used that pair yet (pairNotYetUsed), else 401/402.
 */
export async function refreshSession(db: Db, refreshToken: string, limits: SessionLimits): Promise<IssuedTokens & { userId: number }> {
  const hash = digest(refreshToken);
  // The transaction returns null instead of throwing on a bad token: a throw would roll back
  // the revocation that a replayed token must cause.
  const issued = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(sessions).where(eq(sessions.refreshHash, hash)).limit(1);
    const now = Date.now();
    if (!row) {
      const [used] = await tx.select().from(usedRefreshTokens).where(eq(usedRefreshTokens.refreshHash, hash)).limit(1);
      if (!used) return null;
      // Just rotated, in a session that lives: another tab of this browser spent it and its new
      // pair has not reached this tab yet (storage is shared between tabs with a delay). Tell it
      // to re-read rather than revoke the session it shares.
      if (used.usedAt.getTime() > now - REFRESH_REUSE_GRACE_MS) {
        const [owner] = await tx.select().from(sessions).where(eq(sessions.id, used.sessionId)).limit(1);
        if (owner && !owner.revokedAt && owner.expiresAt.getTime() > now)
          return pairNotYetUsed(owner, refreshToken, now) ?? ('rotated' as const);
      }
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, used.sessionId), isNull(sessions.revokedAt)));
      return null;
    }
    if (row.revokedAt || row.expiresAt.getTime() <= now) return null;
    const accessToken = newToken();
    const nextRefresh = newToken();
    const accessExpiresAt = Math.min(now + limits.accessTokenTtl * 1000, row.expiresAt.getTime());
    // Conditional on the hash, so of two concurrent refreshes with one token only one rotates
    // (on PostgreSQL the second waits for the row and then matches nothing).
    const rotated = await tx
      .update(sessions)
      .set({
        accessHash: digest(accessToken),
        accessExpiresAt: new Date(accessExpiresAt),
        refreshHash: digest(nextRefresh),
        pendingPair: sealPair(refreshToken, { accessToken, refreshToken: nextRefresh }),
      })
      .where(and(eq(sessions.id, row.id), eq(sessions.refreshHash, hash)))
      .returning({ id: sessions.id });
    // A concurrent refresh with the same token rotated it first (on PostgreSQL this one waited for
    // the row): it was live a moment ago, so "re-read", as for a reuse within the grace.
    if (rotated.length === 0) {
      const [winner] = await tx.select().from(sessions).where(eq(sessions.id, row.id)).limit(1);
      return (winner && pairNotYetUsed(winner, refreshToken, now)) ?? ('rotated' as const);
    }
    // Remembered while the session lives, expired or not: a tab that still sends it (its own
    // request was on the way, or the other tab's new pair has not reached it) must hear 402.
    await tx
      .insert(supersededTokens)
      .values({ accessHash: row.accessHash, sessionId: row.id, expiresAt: row.expiresAt })
      .onConflictDoNothing();
    await tx.insert(usedRefreshTokens).values({ refreshHash: hash, sessionId: row.id }).onConflictDoNothing();
    return {
      userId: row.userId,
      accessToken,
      refreshToken: nextRefresh,
      expiresIn: Math.round((accessExpiresAt - now) / 1000),
      expireTime: row.expiresAt.getTime(),
    };
  });
  await invalidate(db, 'sessions'); // a rotation or a reuse revocation changed a session
  if (issued === 'rotated') throw new ApiError(401, 402, 'refreshRotated');
  if (!issued) throw new ApiError(401, 403, 'refreshInvalid');
  return issued;
}

/** Logout: revokes the session owning this refresh token. Returns whether one was found. */
/** Ends the session of a refresh token; returns its user's id, or undefined when none was live. */
export async function revokeByRefreshToken(db: Db, refreshToken: string): Promise<number | undefined> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.refreshHash, digest(refreshToken)), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  await invalidate(db, 'sessions');
  return revoked[0]?.userId;
}

/** Ends every live session of the user but `keepSessionId` (whoever held the old password may hold them). */
export async function revokeOtherSessions(tx: DbOrTx, userId: number, keepSessionId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
  await invalidate(tx, 'sessions');
}
