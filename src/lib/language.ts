// The interface language rule of spec section 1: English when the stored preference or the
// browser language contains "en", otherwise Chinese.
export type Lang = 'zh_CN' | 'en_US';
export const LANGS: readonly Lang[] = ['zh_CN', 'en_US'];

export function pickLanguage(stored: string | null | undefined, browser: string | null | undefined): Lang {
  if (stored) return /en/i.test(stored) ? 'en_US' : 'zh_CN';
  return browser && /en/i.test(browser) ? 'en_US' : 'zh_CN';
}

/** BCP-47 tag for Intl and plural rules (Lingui needs it beside the catalog id). */
export const bcp47 = (lang: Lang): string => lang.replace('_', '-');

/** Each language in its own script, as a language menu shows it. */
export const LANGUAGE_NAMES: Record<Lang, string> = { zh_CN: '简体中文', en_US: 'English' };
