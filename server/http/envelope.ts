// The platform's response envelope {code, success, msg, data} and the error type that
// handlers throw to answer with it.
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
