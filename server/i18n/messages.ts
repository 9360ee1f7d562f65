// User-facing server messages in both interface languages, chosen by Accept-Language.
// The portal sends exactly `en_US` or `zh_CN`; other clients send browser lists such as
// `zh-CN,zh;q=0.9,en;q=0.8`, so the first (preferred) tag decides: English when it starts
// with "en", otherwise Chinese, the platform's default.
export type Lang = 'zh_CN' | 'en_US';

export function langOf(acceptLanguage: string | undefined): Lang {
  const first = acceptLanguage?.split(',')[0]?.trim() ?? '';
  return /^en($|[-_;])/i.test(first) ? 'en_US' : 'zh_CN';
}

import type { Params } from './define-catalog.ts';
import { coreMessages } from './catalogs/core.ts';
import { adminMessages } from './catalogs/admin.ts';
import { dictionaryMessages } from './catalogs/dictionaries.ts';
import { roleMessages } from './catalogs/roles.ts';
import { applicationMessages } from './catalogs/applications.ts';
import { userMessages } from './catalogs/users.ts';
import { securityMessages } from './catalogs/security.ts';
import { requestGuardMessages } from './catalogs/request-guards.ts';
import { ldapMessages } from './catalogs/ldap.ts';
import { messageMessages } from './catalogs/messages.ts';
import { validationMessages } from './catalogs/validation.ts';
import { idempotencyMessages } from './catalogs/idempotency.ts';
import { delegationMessages } from './catalogs/delegation.ts';

// Add an area's catalog here (server/i18n/catalogs/<area>.ts).
const catalogs = [
  coreMessages,
  adminMessages,
  dictionaryMessages,
  roleMessages,
  applicationMessages,
  userMessages,
  securityMessages,
  requestGuardMessages,
  ldapMessages,
  messageMessages,
  validationMessages,
  idempotencyMessages,
  delegationMessages,
] as const;

type KeysOf<C> = C extends { en: Record<infer K, unknown> } ? K : never;
export type MessageKey = KeysOf<(typeof catalogs)[number]>;

const en = Object.assign({}, ...catalogs.map((c) => c.en)) as Record<MessageKey, (p: Params) => string>;
const zh = Object.assign({}, ...catalogs.map((c) => c.zh)) as Record<MessageKey, (p: Params) => string>;

export function t(lang: Lang, key: MessageKey, params: Params = {}): string {
  return (lang === 'en_US' ? en : zh)[key](params);
}
