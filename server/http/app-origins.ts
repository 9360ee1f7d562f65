// The origins the portal works with besides its own: those of the registered applications'
// addresses and of menu views (their entries and views may live on other origins), read from the
// cached catalogues (server/cache/catalogues.ts), so adding, changing or removing an application
// or a menu changes them at the next request, in every process. The content security policy
// admits them (security-headers.ts) and the platform API answers their CORS requests (api-cors.ts),
// with the origins an administrator names for development (ARCANA_DEV_ORIGINS).
import type { Db } from '../db/open.ts';
import { appCatalogue, menuCatalogue, type AppCatalogue, type MenuRow } from '../cache/catalogues.ts';

/** The origin of an absolute http(s) URL; undefined for paths of the portal itself and anything else. */
export function originOf(address: string): string | undefined {
  if (!/^https?:\/\//i.test(address.trim())) return undefined;
  try {
    return new URL(address.trim()).origin;
  } catch {
    return undefined;
  }
}

let memo: { apps: AppCatalogue; menus: ReadonlyMap<string, readonly MenuRow[]>; origins: readonly string[] } | undefined;

/** Registered applications' and menu views' origins, sorted (the catalogues' objects change on each write). */
export async function registeredOrigins(db: Db): Promise<readonly string[]> {
  const [apps, menus] = await Promise.all([appCatalogue(db), menuCatalogue(db)]);
  if (memo?.apps === apps && memo.menus === menus) return memo.origins;
  const found = new Set<string>();
  for (const { app } of apps.entries) {
    const origin = originOf(app.address);
    if (origin) found.add(origin);
  }
  for (const rows of menus.values()) {
    for (const row of rows) {
      const origin = originOf(row.views);
      if (origin) found.add(origin);
    }
  }
  memo = { apps, menus, origins: [...found].sort() };
  return memo.origins;
}

/** ARCANA_DEV_ORIGINS: origins (comma-separated) an administrator lets call the API, for development. */
export function parseDevOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => originOf(v))
    .filter((v): v is string => Boolean(v));
}
