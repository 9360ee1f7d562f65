// Boot (spec section 1): language, platform configuration, light or dark, licence status when a token exists,
// then mount into the portal root element.
import { createRoot } from 'react-dom/client';
import { store } from './state/store.ts';
import { langAtom } from './state/lang-state.ts';
import { followThemeMode } from './state/theme-state.ts';
import { getToken } from './state/session-state.ts';
import { loadLicenseStatus, loadPlatformConfig } from './api/platform-load.ts';
import { activateLanguage } from './app/i18n/i18n.ts';
import { App } from './app/app.tsx';
import { preloadLoginPage } from './app/navigation/guards.tsx';

export const PORTAL_ROOT_ID = 'portal-root';

async function boot() {
  // Without a session the first screen is the login form: its chunk downloads while the
  // configuration and catalog do, so splitting it from the entry adds no round trip.
  const loginPage = getToken() ? null : preloadLoginPage();
  await Promise.all([activateLanguage(store.get(langAtom)), loadPlatformConfig()]);
  // The first render waits for it a little longer if it is still on its way: rendered before it
  // arrived, the route suspended, and React held the form back until 300 ms after the fallback
  // (its FALLBACK_THROTTLE_MS). A slow chunk still gets the route's loading indicator.
  if (loginPage) await Promise.race([loginPage, new Promise((resolve) => setTimeout(resolve, 300))]);
  // Dark, or a brand colour other than the default, is drawn from the first frame (the theme
  // tables load first; the default light theme is the build's stylesheet).
  await followThemeMode(store);
  // The catalog follows the language wherever it is set: the switch, Preferences, or the
  // stored preference applied at sign-in.
  store.sub(langAtom, () => void activateLanguage(store.get(langAtom)));
  if (getToken()) await loadLicenseStatus();
  const root = document.getElementById(PORTAL_ROOT_ID);
  if (!root) throw new Error(`#${PORTAL_ROOT_ID} is missing from index.html`);
  createRoot(root).render(<App />);
}

void boot();
