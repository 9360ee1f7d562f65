// Audit recording (spec section 3 Audit record). Every write runs through `audited`, which opens
// the transaction, lets the handler make its change and say what it was (before/after), and
// inserts the audit row in that same transaction: a change is never stored without its record,
// and a refused change leaves neither. The request's Idempotency-Key, if any, is claimed in it
// too (http/idempotency.ts). Logins, and the grants and account writes that auth/grant-bounds.ts
// refuses (a failure row of their own, outside any transaction), are recorded with `recordAudit`.
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import type { DbOrTx, Tx } from '../db/transaction.ts';
import { auditLog } from '../db/schema.ts';
import { claimIdempotencyKey } from '../http/idempotency.ts';
import { auditRecords } from '../monitor/prometheus.ts';

export interface AuditEntry {
  /** Area, e.g. `user`, `role`, `login`; defaults to the operation's first path segment after /system. */
  module?: string;
  /** What happened, e.g. `create`, `update`, `delete`; defaults to the operationId. */
  action?: string;
  outcome?: 'success' | 'failure';
  detail?: string;
  before?: unknown;
  after?: unknown;
  app?: string;
}

/** Keys whose values never reach the audit log. */
const SECRET_KEY = /pass(word)?|secret|token|hash|credential|captcha/i;

/** A copy without secrets, for the before/after columns. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined || depth > 6) return value ?? null;
  if (Array.isArray(value)) return value.map((v) => withoutSecrets(v, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !SECRET_KEY.test(k))
        .map(([k, v]) => [k, withoutSecrets(v, depth + 1)]),
    );
  }
  return value;
}

/**
 * Which write-only fields (secrets) a change touched, for the audit row's `after`: the record says
 * that a secret changed, never its value (the key name avoids SECRET_KEY so it is kept).
 */
export function writeOnlyChanges(before: object, after: object, fields: readonly string[]): { writeOnlyChanged: string[] } {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return { writeOnlyChanged: fields.filter((f) => b[f] !== a[f]) };
}

function moduleOf(req: FastifyRequest | undefined): string {
  const path = req?.operation?.path ?? '';
  const parts = path.split('/').filter(Boolean);
  return (parts[0] === 'system' ? parts[1] : parts[0]) ?? 'system';
}

/** Writes one audit row with `db` (pass the transaction of the change). */
export async function recordAudit(
  db: DbOrTx,
  req: FastifyRequest | undefined,
  entry: AuditEntry,
  who?: { userId?: number; username?: string },
): Promise<void> {
  const userId = who?.userId ?? req?.auth?.userId;
  const path = (req?.url ?? '').split('?')[0]!.slice(0, 512);
  await db.insert(auditLog).values({
    userId: userId ?? null,
    username: who?.username ?? (userId !== undefined ? sql`coalesce((select username from users where id = ${userId}), '')` : ''),
    deptId: userId !== undefined ? sql`(select dept_id from users where id = ${userId})` : null,
    ip: req?.ip ?? '',
    app: entry.app ?? 'system',
    module: entry.module ?? moduleOf(req),
    action: entry.action ?? req?.operation?.operationId ?? 'unknown',
    method: req?.method ?? '',
    path,
    outcome: entry.outcome ?? 'success',
    detail: (entry.detail ?? '').slice(0, 2000),
    before: entry.before === undefined ? null : withoutSecrets(entry.before),
    after: entry.after === undefined ? null : withoutSecrets(entry.after),
  });
  auditRecords.inc({ outcome: entry.outcome ?? 'success' });
}

/**
 * Runs a write and its audit row in one transaction. `fn` gets the transaction and an entry to
 * fill (before, after, detail, action); whatever it returns is returned.
 */
export async function audited<T>(
  db: Db,
  req: FastifyRequest,
  entry: AuditEntry,
  fn: (tx: Tx, audit: AuditEntry) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // First, so that a second request with the same key waits here and writes nothing.
    await claimIdempotencyKey(tx, req);
    const audit: AuditEntry = { ...entry };
    const result = await fn(tx, audit);
    await recordAudit(tx, req, audit);
    return result;
  });
}
