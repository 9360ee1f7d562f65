// How a department shows on the organisation page: its name with its type in the tree, its
// default roles and user count beside it, and the same facts in the panel of the selected one.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Badge, makeStyles } from '@fluentui/react-components';
import type { TreeDetail } from '../../../components/tree-page/tree-detail.tsx';
import type { Department, RoleOption } from '../shared/department-tree.ts';
import { useDeptTypes } from './dept-types.ts';
import { langAtom } from '../../../state/lang-state.ts';
import { localName } from '../../../lib/local-name.ts';

const useStyles = makeStyles({
  label: { display: 'inline-flex', gap: '6px', alignItems: 'center' },
  aside: { display: 'inline-flex', gap: '4px' },
});

export function useDepartmentView(roles: readonly RoleOption[]) {
  const { t } = useLingui();
  const styles = useStyles();
  const deptTypes = useDeptTypes();
  const lang = useAtomValue(langAtom);
  const roleName = new Map(roles.map((r) => [r.id, localName(r, lang)]));
  const roleOf = (id: number) => roleName.get(id) ?? `#${id}`;
  return {
    label: (d: Department) => (
      <span className={styles.label}>
        {d.name}
        <Badge appearance="outline" size="small">
          {deptTypes.labelOf(d.type)}
        </Badge>
      </span>
    ),
    aside: (d: Department) => (
      <span className={styles.aside}>
        {d.roleIds.map((id) => (
          <Badge key={id} appearance="tint" color="informative" size="small" title={t`Default role`}>
            {roleOf(id)}
          </Badge>
        ))}
        <Badge appearance="ghost" size="small">{t`${d.userCount} users`}</Badge>
      </span>
    ),
    detail: (d: Department): TreeDetail => ({
      title: d.name,
      facts: [
        [t`Type`, deptTypes.labelOf(d.type)],
        [t`Default roles`, d.roleIds.length ? d.roleIds.map(roleOf).join(', ') : t`No role`],
        [t`Users`, String(d.userCount)],
      ],
    }),
  };
}
