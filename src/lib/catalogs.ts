// Lingui catalogs, loaded per language so only the active one is downloaded. The system-manage
// pages' strings are a catalog of their own (lingui.config.ts), loaded with the first of those
// pages, so the login route's bytes do not grow with every admin page.
import { use, useEffect } from 'react';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Lang } from './language.ts';

type Catalog = () => Promise<{ messages: Record<string, unknown> }>;

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
/** Per language, the admin catalog's load into Lingui: one promise, so `use()` can wait on it. */
const adminLoads = new Map<Lang, Promise<void>>();
/** Languages whose admin catalog is in Lingui: checked synchronously, so a page does not suspend. */
const adminLoaded = new Set<Lang>();

function loadAdmin(lang: Lang): Promise<void> {
  let load = adminLoads.get(lang);
  if (!load) {
    load = admin[lang]().then(({ messages }) => {
      i18n.load(lang, messages as never);
      adminLoaded.add(lang);
    });
    // A failed download is tried again by the next caller.
    load.catch(() => adminLoads.delete(lang));
    adminLoads.set(lang, load);
  }
  return load;
}

/** Loads the language's catalogs into Lingui (merged; activating is the caller's). */
export async function loadCatalogs(lang: Lang): Promise<void> {
  const withAdmin = adminShown && !adminLoaded.has(lang);
  const [shellCatalog, adminCatalog] = await Promise.all([shell[lang](), withAdmin ? admin[lang]() : undefined]);
  // Into Lingui at once, in the task that activates the language: every load re-renders each
  // translated component (Lingui's change event), and a catalog loaded on its own, when it
  // arrives, cost a render of the whole shell in the old language.
  i18n.load(lang, { ...shellCatalog.messages, ...adminCatalog?.messages } as never);
  if (adminCatalog) adminLoaded.add(lang);
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
