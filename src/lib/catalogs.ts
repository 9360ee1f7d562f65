// Lingui catalogs, loaded per language so only the active one is downloaded. The system-manage
// pages' strings are a catalog of their own (lingui.config.ts), loaded with the first of those
// pages, so the login route's bytes do not grow with every admin page.
import { use, useEffect } from 'react';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Lang } from './language.ts';

type Messages = Record<string, unknown>;
type Catalog = () => Promise<{ messages: Messages }>;

const shell: Record<Lang, Catalog> = {
  en_US: () => import('../../locales/en_US/messages.ts'),
  zh_CN: () => import('../../locales/zh_CN/messages.ts'),
};
const admin: Record<Lang, Catalog> = {
  en_US: () => import('../../locales/en_US/admin.ts'),
  zh_CN: () => import('../../locales/zh_CN/admin.ts'),
};

// Set once a system-manage page has been shown: from then on a language switch waits for the
// admin catalog too. The idle preload of the area (area-chunks.ts) does not set it, so a user
// who never opens system manage does not wait for that catalog on every switch (issue 28).
let adminShown = false;
/** Per language, the admin catalog's download, whoever asks first (the preload, a page, a switch). */
const adminFetches = new Map<Lang, Promise<Messages>>();
/** Languages whose admin catalog is in Lingui: checked synchronously, so a page does not suspend. */
const adminLoaded = new Set<Lang>();
/** Per language, the admin catalog's load into Lingui: one promise, so `use()` can wait on it. */
const adminLoads = new Map<Lang, Promise<void>>();

/** One promise per key until it fails; a failed one is tried again by the next caller. */
function once<T>(memo: Map<Lang, Promise<T>>, lang: Lang, start: () => Promise<T>): Promise<T> {
  let promise = memo.get(lang);
  if (!promise) {
    promise = start();
    promise.catch(() => memo.delete(lang));
    memo.set(lang, promise);
  }
  return promise;
}

const fetchAdmin = (lang: Lang) => once(adminFetches, lang, () => admin[lang]().then(({ messages }) => messages));

/**
 * Into Lingui at once, in the task that activates the language: every load re-renders each
 * translated component (Lingui's change event), and a catalog loaded on its own, when it
 * arrived, cost a render of the whole shell in the old language.
 */
function putCatalogs(lang: Lang, shellMessages: Messages | undefined, adminMessages: Messages | undefined): void {
  i18n.load(lang, { ...shellMessages, ...adminMessages } as never);
  if (adminMessages) adminLoaded.add(lang);
}

const loadAdmin = (lang: Lang) =>
  once(adminLoads, lang, () =>
    fetchAdmin(lang).then((messages) => {
      if (!adminLoaded.has(lang)) putCatalogs(lang, undefined, messages); // a switch may have put it in meanwhile
    }),
  );

/** Loads the language's catalogs into Lingui (merged; activating is the caller's). */
export async function loadCatalogs(lang: Lang): Promise<void> {
  const withAdmin = adminShown && !adminLoaded.has(lang);
  const [shellCatalog, adminMessages] = await Promise.all([shell[lang](), withAdmin ? fetchAdmin(lang) : undefined]);
  putCatalogs(lang, shellCatalog.messages, adminMessages);
}

/** Fetches the system-manage pages' strings of the active language into Lingui, ahead of those
 *  pages (the area's preload): later language switches do not wait for them. */
export async function preloadAdminCatalog(): Promise<void> {
  const lang = i18n.locale as Lang;
  if (lang in admin) await loadAdmin(lang); // nothing active yet: the page loads it (useAdminCatalog)
}

/** The system-manage pages' strings, in the active language and every language switched to later
 *  (for a page rendered without SystemManagePage around it, as the pages' browser tests do). */
export async function loadAdminCatalog(): Promise<void> {
  adminShown = true;
  await preloadAdminCatalog();
}

/**
 * For the component around the system-manage pages: their strings in the active language. When
 * they are loaded already (the preload, in the language it ran in) it returns at once; a first
 * entry must not suspend (lazy-chunk.ts). After a switch to a language whose admin catalog was
 * never fetched, it suspends until that catalog is in. Either way later switches wait for it.
 */
export function useAdminCatalog(): void {
  // Re-renders on every activation, so the check follows the language.
  const lang = useLingui().i18n.locale as Lang;
  // A switch made before this effect ran is still right: the check below suspends for it.
  useEffect(() => {
    adminShown = true;
  }, []);
  if (lang in admin && !adminLoaded.has(lang)) use(loadAdmin(lang));
}
