// Light or dark (issue 26): a user's choice on this device (themeMode, kept across logout like the
// language), else the platform's default from personalisation, else the device's own setting.
// "system" follows the device's prefers-color-scheme, live. Dark, and a brand colour other than the
// default, show once the theme tables' code has loaded (followThemeMode, from boot; lib/theme.ts).
import { atom, type createStore } from 'jotai';
import { loadThemeTables, needsThemeTables } from '../lib/theme.ts';
import { STORAGE_KEYS, readJson, writeJson } from '../lib/storage-keys.ts';
import { platformConfigAtom } from './platform-state.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type ThemeMode = 'light' | 'dark';

const CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

function storedChoice(): ThemeChoice | null {
  const value = readJson(STORAGE_KEYS.themeMode);
  return CHOICES.includes(value as ThemeChoice) ? (value as ThemeChoice) : null;
}

const baseChoiceAtom = atom<ThemeChoice | null>(storedChoice());

/** This device's choice; null means the platform's default. */
export const themeChoiceAtom = atom(
  (get) => get(baseChoiceAtom),
  (_get, set, next: ThemeChoice | null) => {
    set(baseChoiceAtom, next);
    writeJson(STORAGE_KEYS.themeMode, next);
  },
);

const DARK_QUERY = '(prefers-color-scheme: dark)';
const systemDarkAtom = atom(typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches);
systemDarkAtom.onMount = (set) => {
  if (typeof matchMedia !== 'function') return;
  const query = matchMedia(DARK_QUERY);
  const follow = () => set(query.matches);
  follow();
  query.addEventListener('change', follow);
  return () => query.removeEventListener('change', follow);
};

/** The colours the choices ask for. */
const wantedModeAtom = atom<ThemeMode>((get) => {
  const choice = get(themeChoiceAtom) ?? get(platformConfigAtom)?.defaultTheme ?? 'system';
  if (choice !== 'system') return choice;
  return get(systemDarkAtom) ? 'dark' : 'light';
});

/** Whether lib/theme.ts can draw any theme (its tables have loaded); until then, the build's default light one shows. */
export const themeTablesReadyAtom = atom(false);

/** The colours the shell shows now. */
export const themeModeAtom = atom<ThemeMode>((get) => (get(wantedModeAtom) === 'dark' && get(themeTablesReadyAtom) ? 'dark' : 'light'));

type Store = ReturnType<typeof createStore>;

/** Loads the theme tables (once) and says so to whoever draws a theme. */
export async function ensureThemeTables(store: Store): Promise<void> {
  await loadThemeTables();
  store.set(themeTablesReadyAtom, true);
}

/** Loads the theme tables whenever dark or another brand colour is asked for; resolves once the first answer is drawn. */
export function followThemeMode(store: Store): Promise<void> {
  const load = async () => {
    if (needsThemeTables(store.get(platformConfigAtom)?.style, store.get(wantedModeAtom))) await ensureThemeTables(store);
  };
  store.sub(wantedModeAtom, () => void load());
  store.sub(platformConfigAtom, () => void load());
  return load();
}
