// The key ring that encrypts the secrets stored in the database (server/secrets/secret-box.ts).
//
// Format, in ARCANA_SECRET_KEYS or in the file named by ARCANA_SECRET_KEYS_FILE: entries
// `<key id>:<key>` separated by commas or new lines, where the key id is 1-40 of A-Z a-z 0-9 . _ -
// and the key is 32 random bytes in base64 (or base64url). The first entry is the active key
// (new values are encrypted with it); the others only decrypt, until `npm run secrets:rotate` has
// re-encrypted everything with the active one and they are removed. In a file, blank lines and
// lines starting with `#` are ignored.
//
// Without either variable, the embedded database keeps its key ring in a file beside its data
// folder (`<data folder>.keys`, mode 0600), made at first start; PostgreSQL has no such place, as
// every process on it must hold the same keys, so there the ring is empty until one is given.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface KeyRing {
  /** The key new values are encrypted with; null when the ring is empty. */
  activeId: string | null;
  keys: ReadonlyMap<string, Buffer>;
  /** Where the ring came from, for start-up messages. */
  source: string;
}

/** Why the server cannot use its keys: printed as is at start-up, the process then exits. */
export class SecretKeyError extends Error {}

export const EMPTY_RING: KeyRing = { activeId: null, keys: new Map(), source: 'no key (ARCANA_SECRET_KEYS is not set)' };

const KEY_ID = /^[A-Za-z0-9._-]{1,40}$/;

/** Parses a ring's text; throws SecretKeyError naming `source` on any malformed entry. */
export function parseKeyRing(text: string, source: string): KeyRing {
  const keys = new Map<string, Buffer>();
  let activeId: string | null = null;
  const entries = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .flatMap((line) => line.split(','))
    .map((e) => e.trim())
    .filter(Boolean);
  for (const [i, entry] of entries.entries()) {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    const encoded = entry.slice(colon + 1);
    const key = Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (!KEY_ID.test(id))
      throw new SecretKeyError(`${source}: entry ${i + 1} is not "<key id>:<base64 key>" (key ids use A-Z a-z 0-9 . _ -)`);
    if (key.length !== 32 || !/^[A-Za-z0-9+/_-]+=*$/.test(encoded)) {
      throw new SecretKeyError(`${source}: key "${id}" must be 32 bytes in base64 (make one with: openssl rand -base64 32)`);
    }
    if (keys.has(id)) throw new SecretKeyError(`${source}: key id "${id}" appears twice`);
    keys.set(id, key);
    activeId ??= id;
  }
  if (!activeId) throw new SecretKeyError(`${source}: no key in it`);
  return { activeId, keys, source };
}

export function newKeyEntry(id = `key-${randomBytes(4).toString('hex')}`): string {
  return `${id}:${randomBytes(32).toString('base64')}`;
}

/** The embedded database's key file: beside the data folder, so a copy of the folder alone holds no key. */
export function keyFileBeside(dataDir: string): string {
  return join(dirname(dataDir), `${basename(dataDir)}.keys`);
}

export interface KeySource {
  /** ARCANA_SECRET_KEYS */
  keys?: string;
  /** ARCANA_SECRET_KEYS_FILE */
  keysFile?: string;
}

export interface ResolvedRing {
  ring: KeyRing;
  /** Writes a key file made for this start; call once the stored secrets were found readable with it. */
  persist(): void;
}

/**
 * The ring of this process. `embeddedDataDir` is the data folder of the embedded database (unset
 * on PostgreSQL): without a configured ring, its key file is read, or made (in memory until
 * `persist()`, so a start refused for another reason leaves no stray key behind).
 */
export function resolveKeyRing(source: KeySource, embeddedDataDir?: string): ResolvedRing {
  const none = { persist() {} };
  if (source.keys && source.keysFile) throw new SecretKeyError('Set ARCANA_SECRET_KEYS or ARCANA_SECRET_KEYS_FILE, not both');
  if (source.keys) return { ring: parseKeyRing(source.keys, 'ARCANA_SECRET_KEYS'), ...none };
  if (source.keysFile) {
    let text: string;
    try {
      text = readFileSync(source.keysFile, 'utf8');
    } catch (err) {
      throw new SecretKeyError(`ARCANA_SECRET_KEYS_FILE ${source.keysFile} cannot be read: ${(err as Error).message}`);
    }
    return { ring: parseKeyRing(text, `ARCANA_SECRET_KEYS_FILE ${source.keysFile}`), ...none };
  }
  if (!embeddedDataDir) return { ring: EMPTY_RING, ...none };
  const file = keyFileBeside(embeddedDataDir);
  if (existsSync(file)) return { ring: parseKeyRing(readFileSync(file, 'utf8'), `key file ${file}`), ...none };
  const text =
    '# Arcana Portal secret keys (see README, "Secrets at rest"). Back this file up apart from the data folder:\n' +
    '# the database holds the secrets, this file the key; one without the other reveals nothing.\n' +
    `${newKeyEntry()}\n`;
  return {
    ring: parseKeyRing(text, `key file ${file}`),
    persist: () => writeFileSync(file, text, { mode: 0o600, flag: 'wx' }),
  };
}

// The ring in use by this process: set once the database is open (server/db/open.ts), read by the
// settings and channel stores when they encrypt and decrypt. Every process on one database must
// hold the same keys, so one ring per process is all there is.
let current: KeyRing = EMPTY_RING;

export function useKeyRing(ring: KeyRing): void {
  current = ring;
}

export function keyRing(): KeyRing {
  return current;
}
