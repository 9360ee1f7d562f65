// Personal space (spec sections 2 and 3): base info with department and roles, the interface
// language, the user's own effective permissions with their sources, and the permissions
// fingerprint an open shell polls to pick up changed button permissions without a new login.
// Database calls in personal-queries.ts and auth/effective-authority.ts.
import { audited } from '../../../audit/audit.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import { effectiveAuthority, permissionsVersion, rolesWithSources } from '../../../auth/effective-authority.ts';
import { authOf, requestLang, type ServiceContext, type SystemHandlers } from '../../context.ts';
import type { Lang } from '../../../i18n/messages.ts';
import { withShownRealName } from '../users/real-name.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { fieldProblem } from '../users/user-rules.ts';
import { profileRow, replaceContactFields, saveLanguage } from './personal-queries.ts';

async function profileOf(db: DbOrTx, userId: number, viewerLang: Lang) {
  const row = await profileRow(db, userId);
  if (!row) throw new ApiError(401, 401, 'tokenInvalid');
  return { ...withShownRealName(row, viewerLang), lang: row.lang as '' | 'en_US' | 'zh_CN', roles: await rolesWithSources(db, userId) };
}

export function personalService({ db }: ServiceContext) {
  return {
    async getMyProfile(req) {
      return ok(await profileOf(db, authOf(req).userId, requestLang(req)));
    },
    async updateMyProfile(req) {
      const { userId } = authOf(req);
      const value = { realName: req.body.realName.trim(), phone: req.body.phone.trim(), email: req.body.email.trim() };
      // The contract checked the values as sent; the same user rules check them trimmed.
      if (fieldProblem('realName', value.realName)) throw new ApiError(400, 400, 'realNameBlank');
      if (fieldProblem('email', value.email)) throw new ApiError(400, 400, 'invalidEmail');
      if (fieldProblem('phone', value.phone)) throw new ApiError(400, 400, 'invalidPhone');
      return ok(
        await audited(db, req, { module: 'personal', action: 'update-profile' }, async (tx, audit) => {
          const before = await replaceContactFields(tx, userId, value);
          Object.assign(audit, { before, after: value });
          return profileOf(tx, userId, requestLang(req));
        }),
      );
    },
    async updateMyPreferences(req) {
      const { userId } = authOf(req);
      await saveLanguage(db, userId, req.body.lang);
      return ok(true);
    },
    async getMyAuthority(req) {
      return ok(await effectiveAuthority(db, authOf(req).userId));
    },
    async getMyPermissionsVersion(req) {
      return ok({ version: await permissionsVersion(db, authOf(req).userId) });
    },
  } satisfies Partial<SystemHandlers>;
}
