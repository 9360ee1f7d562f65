// Lingui catalogs, loaded per language so only the active one is downloaded.
import { i18n } from '@lingui/core';
import { bcp47, type Lang } from '../../lib/language.ts';

const loaders: Record<Lang, () => Promise<{ messages: Record<string, unknown> }>> = {
  en_US: () => import('../../../locales/en_US/messages.ts'),
  zh_CN: () => import('../../../locales/zh_CN/messages.ts'),
};

export async function activateLanguage(lang: Lang): Promise<void> {
  const { messages } = await loaders[lang]();
  i18n.load(lang, messages as never);
  i18n.activate(lang, [bcp47(lang)]);
  document.documentElement.lang = bcp47(lang);
}

export { i18n };
