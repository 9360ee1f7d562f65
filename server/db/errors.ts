// A violated database constraint is the caller's fault, not the server's: unique -> 400 (the
// duplicate, named when the constraint says which column), foreign key -> 409 (still referenced)
// or 400 (refers to nothing), check / not-null / out of range / bad text -> 400. Always in the
// request's language; never the database's own text, which can hold personal data.
import { ApiError } from '../contract/envelope.ts';

interface PgLikeError {
  code?: string;
  constraint?: string;
  detail?: string;
  cause?: unknown;
}

/** The PostgreSQL error inside whatever drizzle, pg or PGlite wrapped it in. */
export function pgErrorOf(err: unknown): PgLikeError | undefined {
  let cur: unknown = err;
  for (let i = 0; i < 5 && cur && typeof cur === 'object'; i++) {
    const e = cur as PgLikeError;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    cur = e.cause;
  }
  return undefined;
}

/** The ApiError for a constraint violation, or undefined when `err` is not one. */
export function constraintError(err: unknown): ApiError | undefined {
  const pg = pgErrorOf(err);
  if (!pg?.code) return undefined;
  switch (pg.code) {
    case '23505': {
      // detail reads `Key (lower(username))=(bob) already exists.`: name the column, not the value.
      const field = /Key \((?:lower\()?([a-z_]+)\)?\)=/.exec(pg.detail ?? '')?.[1] ?? '';
      return new ApiError(400, 400, 'duplicate', { field, value: '' }, { constraint: pg.constraint ?? null, field: field || null });
    }
    case '23001': // ON DELETE RESTRICT
      return new ApiError(409, 409, 'referenced', {}, { constraint: pg.constraint ?? null });
    case '23503':
      return /is still referenced/.test(pg.detail ?? '')
        ? new ApiError(409, 409, 'referenced', {}, { constraint: pg.constraint ?? null })
        : new ApiError(400, 400, 'invalidReference', {}, { constraint: pg.constraint ?? null });
    case '23502':
    case '23514':
    case '22001':
    case '22003':
    case '22P02':
    case '22007':
    case '22008':
    case '22021':
    case '54000':
      return new ApiError(400, 400, 'constraint', {}, { constraint: pg.constraint ?? null });
    default:
      return undefined;
  }
}
