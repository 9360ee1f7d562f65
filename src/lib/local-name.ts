// The one rule for showing a seeded or user-entered name in the interface language: the name for
// the current language when one is set, else the default name. Menus, applications, roles and
// dictionaries all carry `i18nNames` beside `name`, so every view uses this instead of a copy.
import type { Lang } from './language.ts';

/** The name in the user's language, falling back to the default name ('' when there is neither). */
export function localName(item: { name?: string; i18nNames?: Partial<Record<Lang, string>> | null }, lang: Lang): string {
  return item.i18nNames?.[lang] || item.name || '';
}
