// Talking to the directory through ldapts, with every failure turned into the stage it happened
// in (connect, TLS, bind, search, attribute mapping) and a message a person can act on.
// Search values always travel as ldapts filter objects (EqualityFilter), which escape them per
// RFC 4515; no filter text is ever glued together from user input.
import { AndFilter, Client, EqualityFilter, FilterParser, OrFilter, ResultCodeError, type Entry, type Filter } from 'ldapts';
import type { LdapSettings } from './ldap-settings.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { Params } from '../i18n/define-catalog.ts';

export type LdapStage = 'connect' | 'tls' | 'bind' | 'search' | 'mapping';

/** A failed step; `key`/`params` are the message for the person who configures LDAP. */
export class LdapStageError extends Error {
  constructor(
    readonly stage: LdapStage,
    readonly key: MessageKey,
    readonly params: Params = {},
  ) {
    super(`${stage}: ${key}`);
  }
}

const CONNECT_TIMEOUT_MS = 5_000;
const OPERATION_TIMEOUT_MS = 15_000;

const TLS_CODE = /^(ERR_SSL|ERR_TLS|EPROTO$|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|HOSTNAME_MISMATCH|ERR_OSSL)/;

function reasonOf(err: unknown): string {
  const message = err instanceof Error ? err.message : '';
  return (message || 'unknown error').trim().slice(0, 200);
}

/** A failure before any LDAP answer arrived: the socket or the TLS handshake. */
function networkError(err: unknown, s: LdapSettings): LdapStageError {
  const raw = (err as { code?: unknown }).code;
  const code = typeof raw === 'string' ? raw : '';
  const message = reasonOf(err);
  const where = { host: s.host, port: s.port };
  if (code === 'ECONNREFUSED') return new LdapStageError('connect', 'ldapConnectRefused', where);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new LdapStageError('connect', 'ldapHostUnknown', where);
  if (code === 'ETIMEDOUT' || /timeout/i.test(message)) return new LdapStageError('connect', 'ldapConnectTimeout', where);
  if (TLS_CODE.test(code) || /TLS|SSL|certificate/i.test(message) || (s.ssl && code === 'ECONNRESET')) {
    return new LdapStageError('tls', 'ldapTlsFailed', { ...where, reason: message });
  }
  if (code === 'ECONNRESET' || code === 'EPIPE') return new LdapStageError('connect', 'ldapNotLdap', where);
  return new LdapStageError('connect', 'ldapConnectFailed', { ...where, reason: message });
}

function bindError(err: unknown, s: LdapSettings, dn: string): LdapStageError {
  if (!(err instanceof ResultCodeError)) return networkError(err, s);
  if (err.code === 49) return new LdapStageError('bind', 'ldapBindRefused', { dn });
  if (err.code === 34) return new LdapStageError('bind', 'ldapBindDnSyntax', { dn });
  if (err.code === 13 || err.code === 8) return new LdapStageError('bind', 'ldapBindNeedsTls');
  return new LdapStageError('bind', 'ldapBindFailed', { reason: `${err.name} ${err.code}` });
}

function searchError(err: unknown, s: LdapSettings): LdapStageError {
  if (err instanceof LdapStageError) return err;
  if (!(err instanceof ResultCodeError)) return networkError(err, s);
  if (err.code === 32) return new LdapStageError('search', 'ldapBaseDnMissing', { dn: s.userBaseDn });
  if (err.code === 34) return new LdapStageError('search', 'ldapBaseDnSyntax', { dn: s.userBaseDn });
  return new LdapStageError('search', 'ldapSearchFailed', { reason: `${err.name} ${err.code}` });
}

export const searchKeysOf = (s: LdapSettings) =>
  s.searchKeys
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

/** The admin's user filter, parsed (a syntax error is a search-stage failure). */
export function userFilterOf(s: LdapSettings): Filter | undefined {
  const text = s.userFilter.trim();
  if (!text) return undefined;
  try {
    return FilterParser.parseString(text.startsWith('(') ? text : `(${text})`);
  } catch (err) {
    throw new LdapStageError('search', 'ldapFilterInvalid', { reason: reasonOf(err) });
  }
}

/** (&(userFilter)(|(key1=value)(key2=value)...)) with the value escaped by ldapts. */
export function loginFilter(s: LdapSettings, username: string): Filter {
  const byKeys = new OrFilter({ filters: searchKeysOf(s).map((attribute) => new EqualityFilter({ attribute, value: username })) });
  const base = userFilterOf(s);
  return base ? new AndFilter({ filters: [base, byKeys] }) : byKeys;
}

export const ldapUrl = (s: LdapSettings) => `${s.ssl ? 'ldaps' : 'ldap'}://${s.host}:${s.port}`;

/** The attributes a search asks for: the username attribute and the mapped source attributes. */
export const wantedAttributes = (s: LdapSettings) => [s.usernameAttribute, ...s.attributeMapping.map((m) => m.sourceAttribute)];

/** A connection bound as the service account (anonymous when no bind DN is set). */
export class Directory {
  private constructor(
    private readonly client: Client,
    readonly settings: LdapSettings,
  ) {}

  static async open(s: LdapSettings): Promise<Directory> {
    const client = new Client({
      url: ldapUrl(s),
      connectTimeout: CONNECT_TIMEOUT_MS,
      timeout: OPERATION_TIMEOUT_MS,
      tlsOptions: { servername: /^[\d.]+$/.test(s.host) ? undefined : s.host },
    });
    const directory = new Directory(client, s);
    try {
      if (s.bindDn) await client.bind(s.bindDn, s.bindPassword);
      // Anonymous: nothing has touched the network yet, so connect now to name that stage.
      else await client.search('', { scope: 'base', filter: '(objectClass=*)', attributes: ['1.1'] });
    } catch (err) {
      await directory.close();
      throw s.bindDn ? bindError(err, s, s.bindDn) : networkError(err, s);
    }
    return directory;
  }

  /** Entries under the user base DN matching `filter` (paged, so large directories work). */
  async search(filter: Filter | undefined): Promise<Entry[]> {
    try {
      const { searchEntries } = await this.client.search(this.settings.userBaseDn, {
        scope: 'sub',
        filter: filter ?? '(objectClass=*)',
        attributes: wantedAttributes(this.settings),
        paged: { pageSize: 500 },
      });
      return searchEntries;
    } catch (err) {
      throw searchError(err, this.settings);
    }
  }

  async close(): Promise<void> {
    await this.client.unbind().catch(() => undefined);
  }
}

/** True when the directory accepts `password` for `dn` (a fresh connection, as the user). */
export async function bindAsUser(s: LdapSettings, dn: string, password: string): Promise<boolean> {
  // An empty password would be an anonymous ("unauthenticated") bind that many servers accept.
  if (!password) return false;
  const client = new Client({ url: ldapUrl(s), connectTimeout: CONNECT_TIMEOUT_MS, timeout: OPERATION_TIMEOUT_MS });
  try {
    await client.bind(dn, password);
    return true;
  } catch (err) {
    if (err instanceof ResultCodeError && err.code === 49) return false;
    throw bindError(err, s, dn);
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

/** An attribute's first value, found case-insensitively (servers answer in their own spelling). */
export function attributeOf(entry: Entry, name: string): string {
  const key = Object.keys(entry).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key ? entry[key] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return '';
  return (Buffer.isBuffer(first) ? first.toString('utf8') : first).trim();
}
