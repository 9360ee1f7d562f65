// Rules of the applications area shared by home and administration: how many groups there
// may be, why a user cannot open an application now, and an application as the contract shows it
// (with its licence label, license-rules.ts).
import type { AppRow, GroupRow } from '../../../cache/catalogues.ts';
import { readContract } from '../../../http/contract-files.ts';
import { appLicenseStatus, type AppLicenses } from '../license/license-rules.ts';

/** At most 8 groups (spec section 5): the contract's AppGroupBatch.groups maxItems, which refuses a
 *  ninth, read from the contract the server already parses (as users' rules are, user-rules.ts). */
export const MAX_APP_GROUPS = (() => {
  const doc = readContract('arcana-system.yaml') as {
    components: { schemas: { AppGroupBatch?: { properties?: { groups?: { maxItems?: number } } } } };
  };
  const most = doc.components.schemas.AppGroupBatch?.properties?.groups?.maxItems;
  if (typeof most !== 'number') throw new Error('AppGroupBatch.groups lost its maxItems');
  return most;
})();

export type UnusableReason = 'noPermission' | 'disabled' | 'deleted' | 'expired' | 'restricted' | 'unactivated';

/** Why the user cannot open `app` now, or null when they can. */
export function unusableReason(
  app: AppRow | undefined,
  granted: Set<number>,
  licenses: AppLicenses,
  now = Date.now(),
): UnusableReason | null {
  if (!app) return 'deleted';
  if (!granted.has(app.id)) return 'noPermission';
  if (app.state !== 1) return 'disabled';
  const status = appLicenseStatus(licenses.get(app.code), now);
  if (status === 'unactivated') return 'unactivated';
  if (status === 'overdue') return 'expired';
  if (status === 'narrow') return 'restricted';
  return null;
}

export function toApiApp(app: AppRow, group: GroupRow | null, collected: boolean, licenses: AppLicenses, now = Date.now()) {
  const stored = licenses.get(app.code);
  return {
    id: app.id,
    appId: app.appId,
    name: app.name,
    description: app.description,
    code: app.code,
    state: app.state,
    address: app.address,
    baseUrl: app.baseUrl,
    icon: app.icon,
    indexIcon: app.indexIcon,
    logo: app.logo,
    tabLogo: app.tabLogo,
    i18nNames: app.i18nNames,
    i18nDescriptions: app.i18nDescriptions,
    openMode: app.openMode as 'embedded' | 'window',
    prefetch: app.prefetch,
    memoryBudgetMb: app.memoryBudgetMb,
    groupId: app.groupId,
    groupName: group?.name ?? '',
    groupI18nNames: group?.i18nNames ?? {},
    groupSort: group?.sort ?? 0,
    menuExpandMode: app.menuExpandMode as 'single' | 'multiple',
    carryToken: app.carryToken,
    multiOpen: app.multiOpen,
    sort: app.sort,
    collected,
    license: {
      status: appLicenseStatus(stored, now),
      scope: stored?.scope ?? '',
      version: stored?.version ?? '',
      expireDate: stored?.expireDate ?? null,
    },
  };
}
