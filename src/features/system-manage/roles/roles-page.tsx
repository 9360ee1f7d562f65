// Roles: the list with search and a status filter; add, edit, enable/disable and delete (each
// after a confirmation that says what happens), and the way to a role's permissions and bindings
// (typed links from the registry's patterns). A role the signed-in user may not change (one they
// hold, or one beyond their own permissions: `changeRefusal`) keeps its actions in place,
// disabled, with the server's reason as the tooltip.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { langAtom } from '../../../state/lang-state.ts';
import { localName } from '../../../lib/local-name.ts';
import { Badge, Switch } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { PeopleTeamRegular } from '@fluentui/react-icons/svg/people-team';
import { ShieldKeyholeRegular } from '@fluentui/react-icons/svg/shield-keyhole';
import { useListQuery } from '../../../components/list-page/use-list-page.ts';
import type { DataTableColumn } from '../../../components/data-table/data-table-types.ts';
import { AddButton } from '../../../components/permission/add-button.tsx';
import { usePermission } from '../../../components/permission/use-permission.ts';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { actionsColumn } from '../../../components/row-actions/actions-column.tsx';
import { StatusListPage } from '../shared/status-list-page.tsx';
import { subPageHref } from '../sub-page-link.ts';
import type { SystemPageProps } from '../page-types.ts';
import { fetchRoleUsage, rolesPageQuery, useDeleteRole, useSetRoleStatus, type Role } from './roles-api.ts';
import { useRolesList } from './use-roles-search.ts';
import { lazyDialog } from '../../../components/lazy-dialog/lazy-dialog.tsx';

const RoleFormDialog = lazyDialog(() => import('./role-form-dialog.tsx').then((m) => m.RoleFormDialog));

export default function RolesPage({ title, entry }: SystemPageProps) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const [, navigate] = useLocation();
  const list = useListQuery(useRolesList(), rolesPageQuery);
  const [editing, setEditing] = useState<Role | null | undefined>(undefined);
  const confirm = useConfirm();
  const setStatus = useSetRoleStatus();
  const remove = useDeleteRole();
  const canStatus = usePermission('role:status');

  async function toggleStatus(role: Role) {
    const enable = role.status !== 1;
    const ok = await confirm(
      enable
        ? {
            title: t`Enable role "${localName(role, lang)}"?`,
            message: t`Its users and departments get its permissions again.`,
            confirmText: t`Enable`,
          }
        : {
            title: t`Disable role "${localName(role, lang)}"?`,
            message: t`Its users and departments lose its permissions until it is enabled again.`,
            confirmText: t`Disable`,
            danger: true,
          },
    );
    if (ok) await setStatus.mutateAsync({ id: role.id, status: enable ? 1 : 0 }).catch(() => undefined);
  }

  async function deleteRole(role: Role) {
    const usage = await fetchRoleUsage(role.id).catch(() => null);
    if (!usage) return;
    const users = usage.users;
    const departments = usage.departments;
    const ok = await confirm({
      title: t`Delete role "${localName(role, lang)}"?`,
      message: t`${users} users and ${departments} departments lose this role and its permissions. This cannot be undone.`,
      confirmText: t`Delete`,
      danger: true,
    });
    if (ok) await remove.mutateAsync(role.id).catch(() => undefined);
  }

  const columns: DataTableColumn<Role>[] = [
    { id: 'name', label: t`Role name`, cell: (r) => localName(r, lang), hideable: false, minWidth: 120 },
    { id: 'code', label: t`Role code`, cell: (r) => r.code || '—' },
    { id: 'description', label: t`Description`, cell: (r) => r.description || '—', minWidth: 140 },
    { id: 'users', label: t`Users`, cell: (r) => r.userCount },
    { id: 'departments', label: t`Departments`, cell: (r) => r.deptCount },
    { id: 'sort', label: t`Sort order`, cell: (r) => r.sort, defaultHidden: true },
    {
      id: 'status',
      label: t`Status`,
      minWidth: 140,
      cell: (r) =>
        canStatus ? (
          <Switch
            checked={r.status === 1}
            onChange={() => void toggleStatus(r)}
            disabled={Boolean(r.changeRefusal)}
            title={r.changeRefusal}
            aria-label={t`Enabled: ${localName(r, lang)}`}
            label={r.status === 1 ? t`Enabled` : t`Disabled`}
          />
        ) : (
          <Badge appearance="tint" color={r.status === 1 ? 'success' : 'subtle'}>
            {r.status === 1 ? t`Enabled` : t`Disabled`}
          </Badge>
        ),
    },
    actionsColumn(
      t`Actions`,
      (r) => [
        { code: 'role:edit', icon: <EditRegular />, label: t`Edit`, disabledReason: r.changeRefusal, onClick: () => setEditing(r) },
        {
          icon: <ShieldKeyholeRegular />,
          label: t`Permissions`,
          onClick: () => navigate(subPageHref(entry, 'role', ':id/authority', { id: r.id })),
        },
        {
          icon: <PeopleTeamRegular />,
          label: t`Users and departments`,
          onClick: () => navigate(subPageHref(entry, 'role', ':id/bindings', { id: r.id })),
        },
        {
          code: 'role:delete',
          icon: <DeleteRegular />,
          label: t`Delete`,
          disabledReason: r.changeRefusal,
          onClick: () => deleteRole(r),
        },
      ],
      { minWidth: 300 },
    ),
  ];

  const add = <AddButton code="role:add" label={t`Add role`} onClick={() => setEditing(null)} />;
  const texts = { search: t`Search name, code or description`, error: t`The roles could not be loaded.`, empty: t`No roles match.` };
  return (
    <StatusListPage title={title} add={add} columns={columns} list={list} texts={texts}>
      {editing !== undefined ? <RoleFormDialog role={editing} onClose={() => setEditing(undefined)} /> : null}
    </StatusListPage>
  );
}
