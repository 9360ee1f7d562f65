// Directory (LDAP) login settings on the login verification page: read (password masked), save,
// the connection and account tests, and the sync preview with the import of chosen users.
// Database calls in ldap-queries.ts, the users area's writes and server/ldap/provision.ts.
import type { FastifyRequest } from 'fastify';
import type { LdapSettings } from '../../../ldap/ldap-settings.ts';
import { audited, writeOnlyChanges } from '../../../audit/audit.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import { t, type MessageKey } from '../../../i18n/messages.ts';
import { LdapStageError, userFilterOf } from '../../../ldap/directory.ts';
import { accountTest, connectionTest } from '../../../ldap/ldap-checks.ts';
import { createFromDirectory, updateFromDirectory } from '../../../ldap/provision.ts';
import { planSync } from '../../../ldap/sync.ts';
import { assertDeptExists, setAccountsStatus } from '../users/user-writes.ts';
import { ldapSettings, putLdapSettings } from './ldap-queries.ts';
import { assertAccountsChangeable, assertPlacement, granterOf } from '../../../auth/grant-bounds.ts';
import { requestLang, type ServiceContext, type SystemHandlers } from '../../context.ts';

/** What the portal gets instead of the bind password; sending it back keeps the stored one. */
export const PASSWORD_MASK = '********';

const masked = (s: LdapSettings): LdapSettings => ({ ...s, bindPassword: s.bindPassword ? PASSWORD_MASK : '' });

/** The submitted settings, trimmed, with the mask replaced by the stored password. */
function withStoredPassword(body: LdapSettings, stored: LdapSettings): LdapSettings {
  return {
    ...body,
    host: body.host.trim(),
    bindDn: body.bindDn.trim(),
    userBaseDn: body.userBaseDn.trim(),
    userFilter: body.userFilter.trim(),
    bindPassword: body.bindPassword === PASSWORD_MASK ? stored.bindPassword : body.bindPassword,
  };
}

/** A test's answer: passed, or the stage that failed with its message in the request's language. */
function testAnswer(req: FastifyRequest, run: () => Promise<{ key: MessageKey; params: Record<string, string | number>; extra?: object }>) {
  const lang = requestLang(req);
  return run().then(
    ({ key, params, extra }) => ok({ ok: true, stage: null, message: t(lang, key, params), ...extra }),
    (err: unknown) => {
      if (!(err instanceof LdapStageError)) throw err;
      const { fieldKey, ...params } = err.params;
      if (fieldKey) params.field = t(lang, fieldKey as MessageKey);
      return ok({ ok: false, stage: err.stage, message: t(lang, err.key, params) });
    },
  );
}

export function ldapService({ db }: ServiceContext) {
  return {
    async getLdapSettings() {
      return ok(masked(await ldapSettings(db)));
    },
    async updateLdapSettings(req) {
      const stored = await ldapSettings(db);
      const next = withStoredPassword(req.body, stored);
      if (next.enabled) {
        const lang = requestLang(req);
        if (!next.host) throw new ApiError(400, 400, 'ldapRequired', { field: lang === 'en_US' ? 'Host' : '主机' });
        if (!next.userBaseDn) throw new ApiError(400, 400, 'ldapRequired', { field: lang === 'en_US' ? 'User base DN' : '用户基础 DN' });
      }
      try {
        userFilterOf(next);
      } catch (err) {
        if (err instanceof LdapStageError) throw new ApiError(400, 400, err.key, err.params);
        throw err;
      }
      await assertDeptExists(db, next.defaultDeptId);
      // Directory users are created into this department and hold its default roles: choosing it
      // is a placement, bounded by what the caller may grant (grant-bounds).
      if (next.defaultDeptId !== stored.defaultDeptId) {
        await assertPlacement(db, req, await granterOf(db, req), next.defaultDeptId, { ldapDefaultDeptId: next.defaultDeptId });
      }
      await audited(db, req, { module: 'ldap', action: 'update' }, async (tx, audit) => {
        await putLdapSettings(tx, next);
        audit.before = masked(stored);
        audit.after = { ...masked(next), ...writeOnlyChanges(stored, next, ['bindPassword']) };
      });
      return ok(masked(next));
    },
    async testLdapConnection(req) {
      const s = withStoredPassword(req.body, await ldapSettings(db));
      return testAnswer(req, async () => {
        const { matched } = await connectionTest(s);
        return { key: 'ldapConnectionOk', params: { count: matched }, extra: { matched } };
      });
    },
    async testLdapAccount(req) {
      const s = withStoredPassword(req.body.settings, await ldapSettings(db));
      return testAnswer(req, async () => {
        const user = await accountTest(s, req.body.username, req.body.password);
        return { key: 'ldapAccountOk', params: { dn: user.dn, username: user.username }, extra: { user } };
      });
    },
    async previewLdapSync() {
      const found = await plan(await syncSettings());
      return ok({
        records: found.rows.map(({ dn, username, realName, email, phone, action }) => ({ dn, username, realName, email, phone, action })),
        directoryCount: found.directoryCount,
        disableWithheld: found.disableWithheld,
      });
    },
    async importLdapUsers(req) {
      const s = await syncSettings();
      const found = await plan(s);
      const chosen = new Set(req.body.usernames.map((u) => u.toLowerCase()));
      const rows = found.rows.filter((r) => chosen.has(r.username.toLowerCase()));
      // The import creates accounts in the default department and changes or disables existing
      // ones: the same bounds as the users page's create, edit and status.
      const granter = await granterOf(db, req);
      if (rows.some((r) => r.action === 'create')) await assertPlacement(db, req, granter, s.defaultDeptId, { ldapImport: true });
      await assertAccountsChangeable(
        db,
        req,
        granter,
        rows.flatMap((r) => (r.local ? [r.local.id] : [])),
      );
      const done = { created: [] as string[], updated: [] as string[], disabled: [] as string[] };
      await audited(db, req, { module: 'ldap', action: 'sync' }, async (tx, audit) => {
        for (const row of rows) {
          if (row.action === 'create') done.created.push((await createFromDirectory(tx, row.directory!, s)).username);
          if (row.action === 'update') done.updated.push((await updateFromDirectory(tx, row.local!, row.directory!, s)).username);
          if (row.action === 'disable') done.disabled.push(row.local!.username);
        }
        const disabledIds = rows.filter((r) => r.action === 'disable').map((r) => r.local!.id);
        if (disabledIds.length) {
          await setAccountsStatus(tx, disabledIds, 0);
        }
        audit.after = done;
      });
      return ok({ created: done.created.length, updated: done.updated.length, disabled: done.disabled.length });
    },
  } satisfies Partial<SystemHandlers>;

  /** Sync works with the saved settings only, and only while directory login is on. */
  async function syncSettings(): Promise<LdapSettings> {
    const s = await ldapSettings(db);
    if (!s.enabled) throw new ApiError(400, 400, 'ldapNotEnabled');
    return s;
  }

  /** The dry run; a directory failure answers 400 with the stage's message. */
  async function plan(s: LdapSettings) {
    try {
      return await planSync(db, s);
    } catch (err) {
      if (!(err instanceof LdapStageError)) throw err;
      throw new ApiError(400, 400, err.key, err.params);
    }
  }
}
