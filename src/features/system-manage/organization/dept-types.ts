// The four department types (spec section 3) and their names in the user's language.
import { useLingui } from '@lingui/react/macro';

export const DEPT_TYPES = ['company', 'department', 'group', 'ou'] as const;
export type DeptType = (typeof DEPT_TYPES)[number];

export function useDeptTypeLabels(): Record<DeptType, string> {
  const { t } = useLingui();
  return { company: t`Company`, department: t`Department`, group: t`Group`, ou: t`AD domain OU` };
}
