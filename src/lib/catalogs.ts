// Lingui catalogs, loaded per language so only the active one is downloaded. The system-manage
// pages' strings are a catalog of their own (lingui.config.ts), loaded with the first of those
// pages, so the login route's bytes do not grow with every admin page.
import { i18n } from '@lingui/core';
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

let adminWanted = false;

/** Loads the language's catalogs into Lingui (merged; activating is the caller's). */
export async function loadCatalogs(lang: Lang): Promise<void> {
  const parts = await Promise.all([shell[lang](), ...(adminWanted ? [admin[lang]()] : [])]);
  for (const { messages } of parts) i18n.load(lang, messages as never);
}

/** The system-manage pages' strings, in the active language and every language switched to later. */
export async function loadAdminCatalog(): Promise<void> {
  adminWanted = true;
  const lang = i18n.locale as Lang;
  if (!(lang in admin)) return; // nothing active yet: the first activation loads it
  const { messages } = await admin[lang]();
  i18n.load(lang, messages as never);
}
