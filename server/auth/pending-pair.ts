// The pair a refresh issued, kept until its access token is first used, so that the spent refresh
// token can fetch that same pair again when the answer was lost on its way (the page reloaded
// during the refresh, the network dropped the answer). Without it such a client holds only the
// spent token: within the reuse grace the server can only say "re-read" (there is nothing to
// re-read), after it the reuse revokes the session, and the user is sent to login.
// The pair is sealed (AES-256-GCM) under a key derived from the spent refresh token, which the
// database does not hold (only its digest): a copy of the database hands out no session.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface Pair {
  accessToken: string;
  refreshToken: string;
}

const keyOf = (spentRefreshToken: string) => createHash('sha256').update(`arcana pending pair\0${spentRefreshToken}`).digest();

export function sealPair(spentRefreshToken: string, pair: Pair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(spentRefreshToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify([pair.accessToken, pair.refreshToken]), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The pair sealed under `spentRefreshToken`, or null when it was sealed under another token. */
export function openPair(spentRefreshToken: string, sealed: string): Pair | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(spentRefreshToken), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const [accessToken, refreshToken] = JSON.parse(
      Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'),
    ) as [string, string];
    return { accessToken, refreshToken };
  } catch {
    return null;
  }
}
