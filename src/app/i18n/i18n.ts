// Activates a language: its catalogs (src/lib/catalogs.ts), Lingui, and the document's lang.
import { i18n } from '@lingui/core';
import { bcp47, type Lang } from '../../lib/language.ts';
import { loadCatalogs } from '../../lib/catalogs.ts';

export async function activateLanguage(lang: Lang): Promise<void> {
  await loadCatalogs(lang);
  i18n.activate(lang, [bcp47(lang)]);
  document.documentElement.lang = bcp47(lang);
}

export { i18n };
