// The directory half of `grant_type=ldap`: ask the directory, then name the local account the
// token endpoint's shared login path (services/auth/sign-in/sign-in-attempt.ts settleAttempt) counts failures against,
// and what to do once the login is accepted (make the user on first login, update it later).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/open.ts';
import type { LdapSettings } from './ldap-settings.ts';
import { recordAudit } from '../audit/audit.ts';
import { ApiError } from '../contract/envelope.ts';
import { LdapStageError } from './directory.ts';
import { directoryLogin, type DirectoryLogin } from './ldap-checks.ts';
import { createFromDirectory, localAccount, updateFromDirectory, type LocalUser } from './provision.ts';

export interface DirectoryAttempt {
  /** The linked local account (undefined before the first login, or for an unknown name). */
  user: LocalUser | undefined;
  passwordOk: boolean;
  /** What unknown-name failures are counted under. */
  name: string;
  accept: (user: LocalUser | undefined) => Promise<LocalUser>;
}

export async function directoryAttempt(
  db: Db,
  req: FastifyRequest,
  s: LdapSettings,
  username: string,
  password: string,
): Promise<DirectoryAttempt> {
  let verdict: DirectoryLogin;
  try {
    verdict = await directoryLogin(s, username, password);
  } catch (err) {
    if (!(err instanceof LdapStageError)) throw err;
    // The administrator's test names the stage; the person logging in only learns it is down.
    req.log.warn({ stage: err.stage, reason: err.key }, 'directory login: the directory failed');
    throw new ApiError(503, 503, 'ldapUnavailable');
  }
  const name = verdict.user?.username ?? username;
  const local = await localAccount(db, name);
  // A local account that did not come from the directory is never taken over (nor locked) by it.
  const linked = local?.linked ? local.user : undefined;
  return {
    user: linked,
    passwordOk: verdict.passwordOk,
    name,
    accept: async (user) => {
      if (local && !local.linked) throw new ApiError(409, 409, 'ldapAccountConflict');
      const du = verdict.user!;
      return db.transaction(async (tx) => {
        const after = user ? await updateFromDirectory(tx, user, du, s) : await createFromDirectory(tx, du, s);
        await recordAudit(
          tx,
          req,
          { module: 'ldap', action: user ? 'update-user' : 'create-user', before: user ?? null, after },
          { userId: after.id, username: after.username },
        );
        return after;
      });
    },
  };
}
