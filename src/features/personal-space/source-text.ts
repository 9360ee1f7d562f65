// Where a grant comes from, in the user's language: a direct role, or a department's default role.
import { t } from '@lingui/core/macro';
import type { GrantSource } from './personal-api.ts';

export function sourceText(s: GrantSource): string {
  const role = s.roleName;
  const dept = s.deptName ?? '';
  return s.deptId ? t`default role ${role} of department ${dept}` : t`direct role ${role}`;
}
