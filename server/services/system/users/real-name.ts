// The one rule for a user's real name across languages. A seeded user's name carries both
// interface languages (users.real_name_i18n: the administrator is 系统管理员 to a Chinese viewer,
// Administrator to an English one), and every answer that names a user gives the name in the
// request's language; the portal refetches its queries when the language changes. An edited
// name is just that name: saving another name empties the per-language names, while saving one
// of them unchanged (a form shows the viewer's one) keeps them.
import { sql, type SQL } from 'drizzle-orm';
import { users, type I18nNames } from '../../../db/schema.ts';
import type { Lang } from '../../../i18n/messages.ts';

/** Select these beside the other columns, then name the row with `shownRealName`. */
export const realNameColumns = { realName: users.realName, realNameI18n: users.realNameI18n };

/** The user's real name as a viewer of `lang` reads it. */
export function shownRealName(user: { realName: string; realNameI18n?: I18nNames | null }, lang: Lang): string {
  return user.realNameI18n?.[lang] || user.realName;
}

/** The row named for `lang`, without its per-language names (the contract has one real name). */
export function withShownRealName<T extends { realName: string; realNameI18n: I18nNames }>(row: T, lang: Lang): Omit<T, 'realNameI18n'> {
  const { realNameI18n: _names, ...rest } = row;
  return { ...rest, realName: shownRealName(row, lang) };
}

/**
 * The `set` values of a write of real name `name`: the stored names stay when `name` is one of
 * them, else `name` replaces them all (in SQL, so it holds for the row as the update finds it).
 */
export function realNameWrite(name: string): { realName: SQL<string>; realNameI18n: SQL<I18nNames> } {
  const kept = sql`(${users.realName} = ${name} or exists (select 1 from jsonb_each_text(${users.realNameI18n}) e where e.value = ${name}))`;
  return {
    realName: sql<string>`case when ${kept} then ${users.realName} else ${name} end`,
    realNameI18n: sql<I18nNames>`case when ${kept} then ${users.realNameI18n} else '{}'::jsonb end`,
  };
}

/** A LIKE `pattern` on the real name, in any of its languages (pickers find 系统管理员 by 系统). */
export const realNameLike = (pattern: string): SQL =>
  sql`(${users.realName} ilike ${pattern} or exists (select 1 from jsonb_each_text(${users.realNameI18n}) e where e.value ilike ${pattern}))`;
