// Which form field a refused write is about, read from the answer: the envelope's `data.field`,
// or the contract's validation message, which names the body field first ("body code must match
// …"). Pure, so a form's own mapping can fall back on it.
import { ApiRequestError } from '../../api/client.ts';

export function serverErrorField(error: unknown, fields: readonly string[]): string | undefined {
  if (!(error instanceof ApiRequestError) || error.status < 400 || error.status >= 500) return undefined;
  const body = error.body as { data?: { field?: unknown } | null } | undefined;
  const named = body?.data?.field;
  if (typeof named === 'string' && fields.includes(named)) return named;
  const name = /^body ([A-Za-z_$][\w$]*)/.exec(error.message)?.[1];
  return name && fields.includes(name) ? name : undefined;
}
