// What the shell tells embedded applications through the app bridge (elements/app/): the
// context an application reads when it connects, and the events when any of it changes. wujie's
// bus (features/micro/micro-props.ts) and iframe views (view-bridge.ts) both follow onShellChange.
import { store } from '../../state/store.ts';
import { langAtom } from '../../state/lang-state.ts';
import { platformConfigAtom } from '../../state/platform-state.ts';
import { ensureThemeTables, themeModeAtom, themeTablesReadyAtom } from '../../state/theme-state.ts';
import {
  SESSION_ENDED,
  TOKEN_UPDATED,
  authorityAtom,
  buttonPermissionsAtom,
  currentUserAtom,
  sessionEvents,
} from '../../state/session-state.ts';
import { themeFor } from '../../lib/theme.ts';
import { brandRamp } from '../../lib/brand-ramp.ts';
import type { BridgeContext, PortalEventName, PortalEvents, PortalTheme } from '../../../elements/app/app-protocol.ts';

const themes = new Map<string, PortalTheme>();

/** The shell's look for applications: light or dark, its brand colour and Fluent's tokens as CSS custom properties. */
export function shellTheme(): PortalTheme {
  const brand = store.get(platformConfigAtom)?.style ?? '';
  const mode = store.get(themeModeAtom);
  const drawn = themeFor(brand || undefined, mode);
  // The tokens need the theme tables (lib/theme.ts); the shell loads them once it is shown
  // (main-layout.tsx), and an application that connects sooner gets a 'theme' event when they come.
  if (!drawn) void ensureThemeTables(store);
  const key = `${mode}:${brand}:${drawn ? 'tokens' : ''}`;
  let theme = themes.get(key);
  if (!theme) {
    const tokens: Record<string, string> = {};
    for (const [name, value] of Object.entries(drawn ?? {})) if (typeof value === 'string') tokens[`--${name}`] = value;
    theme = { mode, brand: tokens['--colorBrandBackground'] ?? brandRamp(brand || undefined)[80], tokens };
    themes.set(key, theme);
  }
  return theme;
}

/** The base that relative portal.fetch paths resolve against: the platform the shell calls. */
export const apiBase = (): string => (globalThis as { ARCANA_API_BASE?: string }).ARCANA_API_BASE ?? location.origin;

export function shellContext(app: string, basePath: string): BridgeContext {
  const user = store.get(currentUserAtom);
  return {
    app,
    user: user ? { id: user.id, username: user.username, realName: user.realName } : null,
    lang: store.get(langAtom),
    permissions: store.get(buttonPermissionsAtom).map((p) => p.code),
    theme: shellTheme(),
    apiBase: apiBase(),
    basePath,
  };
}

export type ShellListener = <E extends PortalEventName>(event: E, payload: PortalEvents[E]) => void;

/** Follows the shell's state; returns the function that stops. */
export function onShellChange(listener: ShellListener): () => void {
  const onToken = () => {
    if (store.get(authorityAtom)) listener('token', { expiresAt: store.get(authorityAtom)?.tokenExpiresAt ?? null });
  };
  // The brand, light or dark, and the tokens' tables make the theme: one event when what they make changes.
  let theme = shellTheme();
  const onTheme = () => {
    if (shellTheme() === theme) return;
    theme = shellTheme();
    listener('theme', { theme });
  };
  const onEnded = (e: Event) => listener('logout', { reason: (e as CustomEvent<'logout' | 'expired'>).detail });
  sessionEvents.addEventListener(TOKEN_UPDATED, onToken);
  sessionEvents.addEventListener(SESSION_ENDED, onEnded);
  const stops = [
    store.sub(langAtom, () => listener('lang', { lang: store.get(langAtom) })),
    store.sub(buttonPermissionsAtom, () => listener('permissions', { permissions: store.get(buttonPermissionsAtom).map((p) => p.code) })),
    store.sub(platformConfigAtom, onTheme),
    store.sub(themeModeAtom, onTheme),
    store.sub(themeTablesReadyAtom, onTheme),
  ];
  return () => {
    sessionEvents.removeEventListener(TOKEN_UPDATED, onToken);
    sessionEvents.removeEventListener(SESSION_ENDED, onEnded);
    stops.forEach((stop) => stop());
  };
}
