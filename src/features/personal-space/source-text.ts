// Where a grant comes from, in the user's language: a direct role, or a department's default role,
// the role named in the interface language (its i18nNames) when it has a name there.
import { t } from '@lingui/core/macro';
import type { Lang } from '../../lib/language.ts';
import { localName } from '../../lib/local-name.ts';
import type { GrantSource } from './personal-api.ts';

/** The role of a grant in the interface language. */
export const sourceRoleName = (s: GrantSource, lang: Lang): string => localName({ name: s.roleName, i18nNames: s.roleI18nNames }, lang);

export function sourceText(s: GrantSource, lang: Lang): string {
  const role = sourceRoleName(s, lang);
  const dept = s.deptName ?? '';
  return s.deptId ? t`default role ${role} of department ${dept}` : t`direct role ${role}`;
}
