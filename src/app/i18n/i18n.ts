// Activates a language: its catalogs (src/lib/catalogs.ts), Lingui, and the document's lang.
import { i18n } from '@lingui/core';
import { bcp47, type Lang } from '../../lib/language.ts';
import { loadCatalogs } from '../../lib/catalogs.ts';

/** The language asked for last: a switch still loading its catalogs gives way to a later one. */
let latest: Lang | undefined;

export async function activateLanguage(lang: Lang): Promise<void> {
  latest = lang;
  // Active already, its catalogs in. The language menu activates the new language before storing
  // it, and the store's subscription (main.tsx) then asked again: a second load and activation,
  // each re-rendering every translated component after the switch had been drawn.
  if (i18n.locale === lang) return;
  await loadCatalogs(lang);
  if (latest !== lang) return;
  i18n.activate(lang, [bcp47(lang)]);
  document.documentElement.lang = bcp47(lang);
}

export { i18n };
