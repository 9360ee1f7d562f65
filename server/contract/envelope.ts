// The platform's response envelope {code, success, msg, data} and the error type that
// handlers throw to answer with it. It sits below every other layer (it imports only the message
// keys' type), so services/, auth/ and db/ (constraint errors) import it downward; http/ turns a
// thrown ApiError into the answer (http/errors.ts).
import type { MessageKey } from '../i18n/messages.ts';

export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  msg: string;
  data?: T;
}

/** `data` is never undefined: the contract requires it in every success envelope that declares it. */
export function ok<T extends object | string | number | boolean | null>(data: T, msg = 'success'): Envelope<T> {
  return { code: 200, success: true, msg, data };
}

/**
 * A failure the client caused or may see, answered as HTTP `status` with body code `code` and
 * the message `key` translated into the request's language.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly data?: unknown,
  ) {
    super(key);
  }
}

/**
 * Runs a check of one body field and, when it refuses, names the field in the answer's
 * `data.field`, so the portal shows the refusal on that field (a taken username, a department
 * outside the caller's scope) rather than only in a toast.
 */
export async function aboutField<T>(field: string, check: Promise<T>): Promise<T> {
  try {
    return await check;
  } catch (error) {
    if (error instanceof ApiError && error.data === undefined)
      throw new ApiError(error.status, error.code, error.key, error.params, { field });
    throw error;
  }
}
