// One secret value encrypted at rest: AES-256-GCM with a random 12-byte IV per value and the
// value's name (`ldap.bindPassword`, `mail.password`...) as associated data, so a sealed value
// copied into another row does not open. The stored form names its version and key:
//
//   v1:<key id>:<IV, base64url>:<ciphertext, base64url>:<16-byte tag, base64url>
//
// A value without that form is a plain one stored by an earlier version (encrypted at the next
// start, server/secrets/stored-secrets.ts).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { SecretKeyError, type KeyRing } from './key-ring.ts';

const SEALED = /^v1:([A-Za-z0-9._-]{1,40}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]*):([A-Za-z0-9_-]{22})$/;

/** Thrown when a secret must be stored and the process has no key (PostgreSQL without ARCANA_SECRET_KEYS). */
export class NoSecretKeyError extends SecretKeyError {}

export function isSealed(value: string): boolean {
  return SEALED.test(value);
}

/** The key id a sealed value names, or null for a plain value. */
export function sealedKeyId(value: string): string | null {
  return SEALED.exec(value)?.[1] ?? null;
}

/** Encrypts `plain` under `name` with the ring's active key. The empty string stays empty: no secret. */
export function seal(ring: KeyRing, name: string, plain: string): string {
  if (plain === '') return '';
  const id = ring.activeId;
  if (!id) throw new NoSecretKeyError(`No secret key to encrypt ${name} with: set ARCANA_SECRET_KEYS or ARCANA_SECRET_KEYS_FILE`);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.keys.get(id)!, iv);
  cipher.setAAD(Buffer.from(name, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const b64 = (b: Buffer) => b.toString('base64url');
  return `v1:${id}:${b64(iv)}:${b64(body)}:${b64(cipher.getAuthTag())}`;
}

/**
 * The plain text of a stored value: a sealed one decrypted (SecretKeyError when the ring lacks
 * its key or the key is wrong), a plain one (an earlier version's) as it is.
 */
export function open(ring: KeyRing, name: string, stored: string): string {
  const m = SEALED.exec(stored);
  if (!m) return stored;
  const [, id, iv, body, tag] = m as unknown as [string, string, string, string, string];
  const key = ring.keys.get(id);
  if (!key) {
    throw new SecretKeyError(`The stored secret ${name} is encrypted with key "${id}", which ${ring.source} does not hold`);
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(name, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretKeyError(`The stored secret ${name} does not decrypt with key "${id}" of ${ring.source}: the key is wrong`);
  }
}
