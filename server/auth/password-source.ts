// Where an account's password lives (users.source): `local` (this server's hash) or `ldap` (a
// directory login or sync made it, or an administrator converted it). A directory account has no
// local password at all: password login, resets, the personal change, expiry, the forced change
// and the never-expire list do not apply to it, so a local password can never become a second
// way in beside the directory (the shape of GitLab's LDAP password-reset fix). Every path that
// writes or checks a password hash calls refuseDirectoryPassword first.
import { ApiError } from '../contract/envelope.ts';

export type PasswordSource = 'local' | 'ldap';

/** Stored as the hash of directory accounts: no argon2 hash, so it never verifies. */
export const DIRECTORY_PASSWORD = 'ldap:directory-checks-the-password';

export const isDirectoryAccount = (user: { source: string }): boolean => user.source === 'ldap';

/** HTTP 400 "This account's password is managed by the directory" for a directory account. */
export function refuseDirectoryPassword(user: { source: string }): void {
  if (isDirectoryAccount(user)) throw new ApiError(400, 400, 'passwordManagedByDirectory');
}
