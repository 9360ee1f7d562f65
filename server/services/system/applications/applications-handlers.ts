// Application management, the admin area of menu `application` (openapi/system/applications.yaml):
// the admin list and overview, register and edit, enable/disable, delete, distribution, groups, and
// the global default app and quick-access maximum. Every write is validated first, then runs with
// its audit row. Database calls in applications-queries.ts. The applications a user may open
// (home's list, favourites) are the apps area, services/system/apps/.
import { randomBytes } from 'node:crypto';
import type { components } from '../../../gen/arcana-system.ts';
import { toPage } from '../../../db/paging.ts';
import { audited } from '../../../audit/audit.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import type { ServiceContext, SystemHandlers } from '../../context.ts';
import { toApiApp } from '../apps/apps-rules.ts';
import { appLicenseStatus, type AppLicenseStatus } from '../license/license-rules.ts';
import { installedAppLicenses } from '../license/license-queries.ts';
import { assertDistribution, granterOf } from '../../../auth/grant-bounds.ts';
import {
  appCodeTaken,
  appExists,
  appGroupRows,
  appPlatformSettings,
  appRow,
  appStateOf,
  appStates,
  appWithGroup,
  deleteApp,
  distributionOf,
  existingCounts,
  groupExists,
  groupsWithCounts,
  identityClashes,
  insertApp,
  lockApp,
  lockAppId,
  pageApps,
  putAppPlatformSettings,
  replaceDistribution,
  replaceGroups,
  setAppState,
  updateApp,
} from './applications-queries.ts';

type AppForm = components['schemas']['AppForm'];

const missing = () => new ApiError(404, 404, 'appMissing');

/** The form's values as stored columns; the name is trimmed and required. */
function columnsOf(body: AppForm) {
  const name = body.name.trim();
  if (!name) throw new ApiError(400, 400, 'appNameRequired');
  return {
    name,
    description: body.description ?? '',
    appId: body.appId,
    code: body.code,
    address: body.address,
    baseUrl: body.baseUrl || body.code,
    groupId: body.groupId ?? null,
    i18nNames: body.i18nNames ?? {},
    i18nDescriptions: body.i18nDescriptions ?? {},
    multiOpen: body.multiOpen ?? false,
    menuExpandMode: body.menuExpandMode ?? 'single',
    carryToken: body.carryToken ?? false,
    openMode: body.openMode ?? 'embedded',
    prefetch: body.prefetch ?? true,
    memoryBudgetMb: body.memoryBudgetMb ?? 50,
    icon: body.icon ?? '',
    indexIcon: body.indexIcon ?? '',
    logo: body.logo ?? '',
    tabLogo: body.tabLogo ?? '',
    sort: body.sort ?? 0,
  };
}

/** Refusals with a message of their own before the unique indexes would give a generic one. */
async function checkUnique(db: DbOrTx, values: ReturnType<typeof columnsOf>, exceptId?: number) {
  const clash = await identityClashes(db, values, exceptId);
  if (clash.some((c) => c.appId === values.appId)) throw new ApiError(400, 400, 'appIdTaken');
  if (clash.some((c) => c.code === values.code)) throw new ApiError(400, 400, 'appCodeTaken');
  if (clash.length) throw new ApiError(400, 400, 'duplicate', { field: 'baseUrl' });
  if (values.groupId !== null && !(await groupExists(db, values.groupId))) throw new ApiError(400, 400, 'appGroupNotFound');
}

export function applicationService({ db }: ServiceContext) {
  async function adminApp(id: number) {
    const row = await appWithGroup(db, id);
    if (!row) throw missing();
    return { ...toApiApp(row.app, row.group, false, await installedAppLicenses(db)), distribution: await distributionOf(db, id) };
  }

  return {
    async pageAdminApps(req) {
      const { rows, window, countAll } = await pageApps(db, req.query);
      const licenses = await installedAppLicenses(db);
      return ok(await toPage(rows, window, (r) => toApiApp(r.app, r.group, false, licenses), countAll));
    },

    async getAppOverview() {
      const rows = await appStates(db);
      const licenses = await installedAppLicenses(db);
      const license: Record<AppLicenseStatus, number> = { effect: 0, narrow: 0, overdue: 0, unactivated: 0 };
      for (const r of rows) license[appLicenseStatus(licenses.get(r.code))] += 1;
      const enabled = rows.filter((r) => r.state === 1).length;
      return ok({ total: rows.length, enabled, disabled: rows.length - enabled, license });
    },

    async getAdminAppDetail(req) {
      return ok(await adminApp(req.query.id));
    },

    async generateAppCode() {
      for (;;) {
        const code = `app-${randomBytes(5).toString('hex')}`;
        if (!(await appCodeTaken(db, code))) return ok(code);
      }
    },

    async createApp(req) {
      const values = columnsOf(req.body);
      await checkUnique(db, values);
      const id = await audited(db, req, { module: 'application', action: 'create' }, async (tx, audit) => {
        const row = await insertApp(tx, values);
        audit.after = row;
        return row.id;
      });
      return ok(await adminApp(id));
    },

    async updateApp(req) {
      const id = req.body.id;
      if (!id) throw missing();
      const values = columnsOf(req.body);
      await audited(db, req, { module: 'application', action: 'update' }, async (tx, audit) => {
        const before = await lockApp(tx, id);
        if (!before) throw missing();
        // The code names the application's menus and its licence entry: it never changes.
        values.code = before.code;
        if (!req.body.baseUrl) values.baseUrl = before.baseUrl;
        await checkUnique(tx, values, id);
        const after = await updateApp(tx, id, values);
        audit.before = before;
        audit.after = after;
      });
      return ok(await adminApp(id));
    },

    async modifyAppStatus(req) {
      const { id, state } = req.query;
      await audited(db, req, { module: 'application', action: state === 1 ? 'enable' : 'disable' }, async (tx, audit) => {
        const before = await appStateOf(tx, id);
        if (!before) throw missing();
        await setAppState(tx, id, state);
        audit.before = before;
        audit.after = { ...before, state };
      });
      return ok(null);
    },

    async removeApp(req) {
      const { id } = req.query;
      await audited(db, req, { module: 'application', action: 'delete' }, async (tx, audit) => {
        const before = await appRow(tx, id);
        if (!before) throw missing();
        await deleteApp(tx, before);
        audit.before = before;
      });
      return ok(null);
    },

    async distributeApp(req) {
      const { appId } = req.body;
      const roleIds = [...new Set(req.body.roleIds)];
      const deptIds = [...new Set(req.body.deptIds)];
      const userIds = [...new Set(req.body.userIds)];
      const found = await existingCounts(db, roleIds, deptIds, userIds);
      if (found.roles !== roleIds.length || found.depts !== deptIds.length || found.users !== userIds.length) {
        throw new ApiError(400, 400, 'appUnknownGrantee');
      }
      // Who gains or loses the application is bounded by what the caller may grant (grant-bounds).
      if (!(await appExists(db, appId))) throw missing();
      await assertDistribution(db, req, await granterOf(db, req), appId, await distributionOf(db, appId), { roleIds, deptIds, userIds });
      await audited(db, req, { module: 'application', action: 'distribute' }, async (tx, audit) => {
        if (!(await lockAppId(tx, appId))) throw missing();
        audit.before = await distributionOf(tx, appId);
        await replaceDistribution(tx, appId, roleIds, deptIds, userIds);
        audit.after = { appId, roleIds, deptIds, userIds };
      });
      return ok(await distributionOf(db, appId));
    },

    async submitAppGroups(req) {
      const groups = req.body.groups.map((g) => ({ ...g, name: g.name.trim() }));
      if (groups.some((g) => !g.name)) throw new ApiError(400, 400, 'appGroupNameEmpty');
      const seen = new Set<string>();
      for (const g of groups) {
        const key = g.name.toLowerCase();
        if (seen.has(key)) throw new ApiError(400, 400, 'appGroupNameDuplicate', { name: g.name });
        seen.add(key);
      }
      const ids = groups.flatMap((g) => (g.id ? [g.id] : []));
      if (new Set(ids).size !== ids.length) throw new ApiError(400, 400, 'appGroupNotFound');
      await audited(db, req, { module: 'application', action: 'groups' }, async (tx, audit) => {
        const before = await appGroupRows(tx);
        const known = new Set(before.map((g) => g.id));
        if (ids.some((id) => !known.has(id))) throw new ApiError(400, 400, 'appGroupNotFound');
        const gone = before.filter((g) => !ids.includes(g.id)).map((g) => g.id);
        await replaceGroups(
          tx,
          gone,
          groups.map((g, sort) => ({ id: g.id, name: g.name, i18nNames: g.i18nNames ?? {}, sort })),
        );
        audit.before = before;
        audit.after = groups;
      });
      return ok(await groupsWithCounts(db));
    },

    async getAppPlatformSettings() {
      return ok(await appPlatformSettings(db));
    },

    async submitAppPlatformSettings(req) {
      const { defaultAppId, maxQuickAccess } = req.body;
      if (defaultAppId != null && !(await appExists(db, defaultAppId))) throw missing();
      await audited(db, req, { module: 'application', action: 'settings' }, async (tx, audit) => {
        audit.before = await appPlatformSettings(tx);
        await putAppPlatformSettings(tx, defaultAppId ?? null, maxQuickAccess);
        audit.after = { defaultAppId, maxQuickAccess };
      });
      return ok({ defaultAppId: defaultAppId ?? null, maxQuickAccess });
    },
  } satisfies Partial<SystemHandlers>;
}
