// The users page (`user`): list, create, edit, enable/disable, delete, reset password, unlock,
// role and department pickers, the authority page, import and export.
import type { FastifyRequest } from 'fastify';
import { generatePassword, hashPassword } from '../../../auth/passwords.ts';
import { refuseDirectoryPassword } from '../../../auth/password-source.ts';
import { audited } from '../../../audit/audit.ts';
import { aboutField, ApiError, ok } from '../../../contract/envelope.ts';
import { authOf, requestLang, type ServiceContext, type SystemHandlers } from '../../context.ts';
import { PASSWORD_STATUS } from '../../../auth/password-status.ts';
import { checkNewPassword, rememberReplacedPassword } from '../../../auth/password-history.ts';
import type { Lang } from '../../../i18n/messages.ts';
import { findUser, idsOutOfScope, listUsers, type Viewer } from './user-queries.ts';
import {
  assertDeptExists,
  assertNotProtected,
  assertRolesExist,
  assertUsernameFree,
  deleteUserRows,
  endSessions,
  insertUser,
  setAccountsStatus,
  setDirectRoles,
  setResetPassword,
  unlockUsers,
  updateUserRow,
} from './user-writes.ts';
import {
  accountRefusal,
  assertAccountsChangeable,
  assertGrantable,
  assertPlacement,
  assertRoleChange,
  granterOf,
  ownRolesRefusal,
  refuse,
  type Granter,
} from '../../../auth/grant-bounds.ts';
import type { UserRow } from './user-queries.ts';
import { effectiveAuthority } from '../../../auth/effective-authority.ts';
import { importUsers } from './user-import.ts';
import { sendUserExport, sendImportTemplate } from './user-export.ts';
import { invalidate } from '../../../cache/invalidate.ts';

/** A row with what the caller may not do to it (grant-bounds.ts), for the page to disable with the reason. */
function withRefusals(granter: Granter, row: UserRow): UserRow {
  const account = accountRefusal(granter, { username: row.username, isAdmin: row.builtIn });
  const ownRoles = ownRolesRefusal(granter, row.id);
  return { ...row, ...(account ? { changeRefusal: account } : {}), ...(account || ownRoles ? { rolesRefusal: account ?? ownRoles } : {}) };
}

export function userAdminService({ db }: ServiceContext) {
  const viewerOf = (req: FastifyRequest): Viewer => ({ userId: authOf(req).userId });

  /** The user, when it exists and lies in the caller's data scope; else 404. */
  async function mustFind(id: number, req: FastifyRequest) {
    const user = await findUser(db, id, requestLang(req), viewerOf(req));
    if (!user) throw new ApiError(404, 404, 'recordNotFound');
    return user;
  }

  /** Bulk writes touch only users in the caller's data scope: any other id refuses the whole call. */
  async function assertAllVisible(ids: number[], req: FastifyRequest) {
    if ((await idsOutOfScope(db, ids, viewerOf(req))).length) throw new ApiError(404, 404, 'recordNotFound');
  }

  /**
   * The typed password after the policy's check (with the history of `userId` when resetting an
   * existing account), or a generated one to show once.
   */
  async function initialPassword(typed: string | undefined, lang: Lang, userId?: number) {
    if (typed === undefined) return { password: generatePassword(), generated: true };
    await checkNewPassword(db, typed, lang, userId);
    return { password: typed, generated: false };
  }

  return {
    async listUsers(req) {
      const [page, granter] = await Promise.all([listUsers(db, req.query, viewerOf(req), requestLang(req)), granterOf(db, req)]);
      return ok({ ...page, records: page.records.map((r) => withRefusals(granter, r)) });
    },
    async getUser(req) {
      return ok(withRefusals(await granterOf(db, req), await mustFind(req.query.id, req)));
    },
    async createUser(req) {
      const body = req.body;
      await aboutField('username', assertUsernameFree(db, body.username));
      await aboutField('deptId', assertDeptExists(db, body.deptId));
      await aboutField('roleIds', assertRolesExist(db, body.roleIds));
      const granter = await granterOf(db, req);
      const target = { username: body.username };
      await aboutField('deptId', assertPlacement(db, req, granter, body.deptId ?? null, target));
      await aboutField('roleIds', assertGrantable(db, req, granter, body.roleIds ?? [], target));
      const { password, generated } = await initialPassword(body.password, requestLang(req));
      const passwordHash = await hashPassword(password);
      const id = await audited(db, req, { module: 'user', action: 'create' }, async (tx, audit) => {
        const row = await insertUser(tx, body, passwordHash);
        await setDirectRoles(tx, row.id, body.roleIds ?? []);
        audit.after = { ...row, roleIds: body.roleIds ?? [] };
        return row.id;
      });
      return ok({ user: (await findUser(db, id, requestLang(req)))!, ...(generated ? { generatedPassword: password } : {}) });
    },
    async updateUser(req) {
      const body = req.body;
      const before = await mustFind(body.id, req);
      if (body.passwordNeverExpires !== undefined && body.passwordNeverExpires !== before.passwordNeverExpires)
        refuseDirectoryPassword(before);
      if (body.status === 0 && before.status !== 0) await assertNotProtected(db, [body.id], authOf(req).userId);
      await aboutField('deptId', assertDeptExists(db, body.deptId));
      await aboutField('roleIds', assertRolesExist(db, body.roleIds));
      const granter = await granterOf(db, req);
      await assertAccountsChangeable(db, req, granter, [body.id]);
      const target = { userId: body.id, username: before.username };
      if (body.deptId !== undefined && body.deptId !== before.deptId) {
        if (ownRolesRefusal(granter, body.id)) await aboutField('deptId', refuse(db, req, 'ownRoles', {}, target));
        await aboutField('deptId', assertPlacement(db, req, granter, body.deptId, target));
      }
      if (body.roleIds) {
        const held = before.roles.map((r) => r.id);
        await aboutField('roleIds', assertRoleChange(db, req, granter, body.id, held, body.roleIds));
      }
      const disables = body.status === 0 && before.status !== 0;
      await audited(db, req, { module: 'user', action: 'update' }, async (tx, audit) => {
        const row = await updateUserRow(tx, body.id, body);
        if (body.roleIds) await setDirectRoles(tx, body.id, body.roleIds);
        else if (body.deptId !== undefined && body.deptId !== before.deptId) await invalidate(tx, 'permissions'); // department roles
        if (disables) await endSessions(tx, [body.id]);
        audit.before = before;
        audit.after = { ...row, roleIds: body.roleIds ?? before.roles.map((r) => r.id) };
      });
      return ok(await mustFind(body.id, req));
    },
    async setUsersStatus(req) {
      const { ids, status } = req.body;
      await assertAllVisible(ids, req);
      if (status === 0) await assertNotProtected(db, ids, authOf(req).userId);
      await assertAccountsChangeable(db, req, await granterOf(db, req), ids);
      await audited(db, req, { module: 'user', action: status === 0 ? 'disable' : 'enable' }, async (tx, audit) => {
        const rows = await setAccountsStatus(tx, ids, status);
        audit.after = { status, users: rows };
      });
      return ok(true);
    },
    async deleteUsers(req) {
      const { ids } = req.body;
      await assertAllVisible(ids, req);
      await assertNotProtected(db, ids, authOf(req).userId);
      await assertAccountsChangeable(db, req, await granterOf(db, req), ids);
      await audited(db, req, { module: 'user', action: 'delete' }, async (tx, audit) => {
        // Sessions go with the user (on delete cascade); revoking first keeps the rule explicit.
        await endSessions(tx, ids);
        audit.before = await deleteUserRows(tx, ids);
      });
      return ok(true);
    },
    async resetUserPassword(req) {
      const user = await mustFind(req.body.id, req);
      await assertAccountsChangeable(db, req, await granterOf(db, req), [user.id]);
      refuseDirectoryPassword(user);
      const { password, generated } = await initialPassword(req.body.password, requestLang(req), user.id);
      const passwordHash = await hashPassword(password);
      await audited(db, req, { module: 'user', action: 'reset-password', detail: user.username }, async (tx, audit) => {
        await rememberReplacedPassword(tx, [user.id]);
        await setResetPassword(tx, user.id, passwordHash);
        await endSessions(tx, [user.id]);
        audit.after = { id: user.id, username: user.username, passwordStatus: PASSWORD_STATUS.firstLogin };
      });
      return ok(generated ? { generatedPassword: password } : {});
    },
    async unlockUsers(req) {
      await assertAllVisible(req.body.ids, req);
      await unlockUsers(db, req, req.body.ids, 'user');
      return ok(true);
    },
    async getUserAuthority(req) {
      const user = await mustFind(req.query.id, req);
      return ok({ user, authority: await effectiveAuthority(db, user.id) });
    },
    async importUsers(req) {
      return ok(await importUsers(db, req, req.body));
    },
    async getUserImportTemplate(req, reply) {
      return sendImportTemplate(reply, req.query.format, requestLang(req));
    },
    async exportUsers(req, reply) {
      const { format, ...filters } = req.query;
      return sendUserExport(db, reply, format, filters, viewerOf(req), requestLang(req));
    },
  } satisfies Partial<SystemHandlers>;
}
