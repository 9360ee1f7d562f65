// The users page's conversion of an account between a directory (`ldap`) and a local password
// (`local`): explicit, by an administrator holding the reset-password button, audited. To local
// the account gets a password it must change at the next login and the directory stops
// accepting it; to ldap its local password is removed. Its sessions end either way.
import { generatePassword, hashPassword } from '../../../auth/passwords.ts';
import { checkNewPassword } from '../../../auth/password-history.ts';
import { DIRECTORY_PASSWORD } from '../../../auth/password-source.ts';
import { audited } from '../../../audit/audit.ts';
import { assertAccountsChangeable, granterOf } from '../../../auth/grant-bounds.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import { authOf, requestLang, type ServiceContext, type SystemHandlers } from '../../context.ts';
import { findUser } from './user-queries.ts';
import { setPasswordSource } from './user-writes.ts';

export function passwordSourceService({ db }: ServiceContext) {
  return {
    async setUserPasswordSource(req) {
      const { id, source, password: typed } = req.body;
      const user = await findUser(db, id, requestLang(req), { userId: authOf(req).userId });
      if (!user) throw new ApiError(404, 404, 'recordNotFound');
      // As for a reset: a delegate never changes how an administrator or an account outside their scope signs in.
      await assertAccountsChangeable(db, req, await granterOf(db, req), [user.id]);
      if (user.source === source) throw new ApiError(400, 400, 'passwordSourceUnchanged', { source });
      let password: string | undefined;
      let generated = false;
      if (source === 'local') {
        if (typed !== undefined) await checkNewPassword(db, typed, requestLang(req));
        generated = typed === undefined;
        password = typed ?? generatePassword();
      }
      const passwordHash = password === undefined ? DIRECTORY_PASSWORD : await hashPassword(password);
      await audited(db, req, { module: 'user', action: `password-source-${source}`, detail: user.username }, async (tx, audit) => {
        await setPasswordSource(tx, user.id, source, passwordHash);
        audit.before = { id: user.id, username: user.username, source: user.source };
        audit.after = { id: user.id, username: user.username, source };
      });
      return ok(generated ? { generatedPassword: password } : {});
    },
  } satisfies Partial<SystemHandlers>;
}
