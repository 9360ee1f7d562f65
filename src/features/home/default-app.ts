// Default application (spec section 4): the personal default overrides the global one (the
// server resolves which applies). Opened once, on the first home page right after login; home
// stays reachable afterwards (src/lib/login-landing.ts).
import { takeFreshLogin } from '../../lib/login-landing.ts';
import { checkDefaultApp, fetchApps, fetchUserAppSettings, type HomeApp, type UnusableReason } from './home-api.ts';

/** How long the "default app unavailable" notice stays before going to the platform home. */
export const DEFAULT_APP_NOTICE_MS = 3000;

export type DefaultAppOutcome =
  { kind: 'none' } | { kind: 'open'; app: HomeApp } | { kind: 'unusable'; reason: UnusableReason | null; name?: string };

export async function resolveDefaultApp(): Promise<DefaultAppOutcome> {
  if (!takeFreshLogin()) return { kind: 'none' };
  const [settings, check] = await Promise.all([fetchUserAppSettings(), checkDefaultApp()]);
  if (!settings || settings.homeSetting === 1 || !check || check.appId == null) return { kind: 'none' };
  const apps = await fetchApps();
  const app = apps.find((a) => a.id === check.appId);
  if (check.usable && app) return { kind: 'open', app };
  return { kind: 'unusable', reason: check.reason ?? (app ? null : 'deleted'), name: app?.name };
}
