// Users and departments bound to a role. Users hold it directly; every user of a bound
// department holds it as that department's default role. The users and departments pages show
// the same bindings from their side. What a delegate may not bind or unbind is disabled with the
// server's reason: the whole role when it is beyond their own (`grantRefusal`), an administrator
// or their own account, their own department or one outside their data scope (`changeRefusal`).
// The users' list keeps its page and search in the URL (`?bindings.page=2`); the departments
// are one short list.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { langAtom } from '../../../state/lang-state.ts';
import { localName } from '../../../lib/local-name.ts';
import { Button, Subtitle2 } from '@fluentui/react-components';
import { LinkDismissRegular } from '@fluentui/react-icons/svg/link-dismiss';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { useListQuery } from '../../../components/list-page/use-list-page.ts';
import type { DataTableColumn } from '../../../components/data-table/data-table-types.ts';
import { Can } from '../../../components/permission/can.tsx';
import { actionsColumn } from '../../../components/row-actions/actions-column.tsx';
import { wholeList } from '../../../components/data-table/whole-list.ts';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { firstRefusal, refusalProps } from '../../../components/permission/refusal.ts';
import type { SystemPageProps } from '../page-types.ts';
import {
  roleDepartmentsQuery,
  roleQuery,
  roleUsersQuery,
  useBindDepartments,
  useBindUsers,
  type BoundDepartment,
  type BoundUser,
} from './roles-api.ts';
import { BindDepartmentPicker } from './bind-department-picker.tsx';
import { useRoleBindingsList } from './use-roles-search.ts';
import { lazyDialog } from '../../../components/lazy-dialog/lazy-dialog.tsx';

const BindUsersDialog = lazyDialog(() => import('./bind-users-dialog.tsx').then((m) => m.BindUsersDialog));

export default function RoleBindingsPage({ entry, params }: SystemPageProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const roleId = Number(params.id);
  const role = useQuery(roleQuery(roleId));
  const users = useListQuery(useRoleBindingsList(), (s) => roleUsersQuery(roleId, s));
  const departments = useQuery(roleDepartmentsQuery(roleId));
  const [picking, setPicking] = useState(false);
  const bindUsers = useBindUsers();
  const bindDepartments = useBindDepartments();
  const confirm = useConfirm();
  const lang = useAtomValue(langAtom);
  const name = role.data ? localName(role.data, lang) : '';
  // Binding and unbinding both grant: a role the user may not grant is out of reach as a whole.
  const roleRefusal = role.data?.grantRefusal;
  const refusal = (item?: { changeRefusal?: string }) => roleRefusal ?? item?.changeRefusal;
  const refusable = (item?: { changeRefusal?: string }) => refusalProps(refusal(item));

  async function unbindUsers(rows: BoundUser[], clear?: () => void) {
    const n = rows.length;
    if (
      !(await confirm({
        title: t`Unbind ${n} users from ${name}?`,
        message: t`They lose this role's permissions unless a department gives it to them.`,
        confirmText: t`Unbind`,
        danger: true,
      }))
    )
      return;
    await bindUsers
      .mutateAsync({ roleId, userIds: rows.map((r) => r.id), bound: false })
      .then(() => clear?.())
      .catch(() => undefined);
  }
  async function unbindDepartment(d: BoundDepartment) {
    const n = d.userCount;
    if (
      !(await confirm({
        title: t`Unbind department ${d.name}?`,
        message: t`Its ${n} users lose this role unless they hold it otherwise.`,
        confirmText: t`Unbind`,
        danger: true,
      }))
    )
      return;
    await bindDepartments.mutateAsync({ roleId, deptIds: [d.id], bound: false }).catch(() => undefined);
  }

  const userColumns: DataTableColumn<BoundUser>[] = [
    { id: 'username', label: t`Username`, cell: (u) => u.username, hideable: false },
    { id: 'realName', label: t`Real name`, cell: (u) => u.realName || '—' },
    { id: 'dept', label: t`Department`, cell: (u) => u.deptName || '—' },
    actionsColumn(t`Actions`, (u) => [
      { code: 'role:bind', icon: <LinkDismissRegular />, label: t`Unbind`, disabledReason: refusal(u), onClick: () => unbindUsers([u]) },
    ]),
  ];
  const deptColumns: DataTableColumn<BoundDepartment>[] = [
    { id: 'name', label: t`Department`, cell: (d) => d.name, hideable: false },
    { id: 'users', label: t`Users`, cell: (d) => d.userCount },
    actionsColumn(t`Actions`, (d) => [
      { code: 'role:bind', icon: <LinkDismissRegular />, label: t`Unbind`, disabledReason: refusal(d), onClick: () => unbindDepartment(d) },
    ]),
  ];
  const deptList = wholeList(departments);
  return (
    <PageLayout
      title={name ? t`Users and departments of ${name}` : t`Role bindings`}
      toolbar={<Button onClick={() => navigate(entry.path)}>{t`Back to roles`}</Button>}
    >
      <Subtitle2 as="h2">{t`Users holding the role directly`}</Subtitle2>
      <ListTable
        label={t`Users holding the role directly`}
        columns={userColumns}
        list={users}
        toolbar={
          <Can code="role:bind">
            <Button appearance="primary" onClick={() => setPicking(true)} {...refusable()}>{t`Bind users`}</Button>
          </Can>
        }
        bulkActions={(rows, clear) => (
          <Can code="role:bind">
            <Button
              onClick={() => void unbindUsers(rows, clear)}
              {...refusable({ changeRefusal: firstRefusal(rows, (u) => u.changeRefusal) })}
            >
              {t`Unbind`}
            </Button>
          </Can>
        )}
        texts={{
          search: t`Username or real name`,
          error: t`The users could not be loaded.`,
          empty: t`No user holds this role directly.`,
        }}
      />
      <Subtitle2 as="h2">{t`Departments giving the role to their users`}</Subtitle2>
      <DataTable
        tableId="system-role-departments"
        label={t`Departments giving the role to their users`}
        columns={deptColumns}
        getRowId={(d) => d.id}
        {...deptList}
        toolbar={
          <Can code="role:bind">
            <BindDepartmentPicker roleId={roleId} bound={deptList.data.rows} roleRefusal={roleRefusal} />
          </Can>
        }
        emptyText={t`No department gives this role.`}
        errorTitle={t`The departments could not be loaded.`}
      />
      {picking ? <BindUsersDialog roleId={roleId} onClose={() => setPicking(false)} /> : null}
    </PageLayout>
  );
}
