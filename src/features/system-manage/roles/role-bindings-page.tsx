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
import { Button, Combobox, Subtitle2 } from '@fluentui/react-components';
import { LinkDismissRegular } from '@fluentui/react-icons/svg/link-dismiss';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/data-table-types.ts';
import { Can } from '../../../components/permission/can.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { firstRefusal, refusalProps } from '../../../components/permission/refusal.ts';
import { RefusableOption } from '../shared/refusable-option.tsx';
import { MAX_PAGE_SIZE } from '../../../api/paging.ts';
import type { SystemPageProps } from '../page-types.ts';
import {
  authorityOptionsQuery,
  roleDepartmentsQuery,
  roleQuery,
  roleUsersQuery,
  useBindDepartments,
  useBindUsers,
  type BoundDepartment,
  type BoundUser,
} from './roles-api.ts';
import { BindUsersDialog } from './bind-users-dialog.tsx';
import { useRoleBindingsList } from './use-roles-search.ts';

export default function RoleBindingsPage({ entry, params }: SystemPageProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const roleId = Number(params.id);
  const role = useQuery(roleQuery(roleId));
  const list = useRoleBindingsList();
  const users = useQuery(roleUsersQuery(roleId, list.search));
  const departments = useQuery(roleDepartmentsQuery(roleId));
  const [picking, setPicking] = useState(false);
  const bindUsers = useBindUsers();
  const bindDepartments = useBindDepartments();
  const confirm = useConfirm();
  const name = role.data?.name ?? '';
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
    {
      id: 'actions',
      label: t`Actions`,
      hideable: false,
      cell: (u) => (
        <RowActions
          actions={[
            {
              code: 'role:bind',
              icon: <LinkDismissRegular />,
              label: t`Unbind`,
              disabledReason: refusal(u),
              onClick: () => unbindUsers([u]),
            },
          ]}
        />
      ),
    },
  ];
  const deptColumns: DataTableColumn<BoundDepartment>[] = [
    { id: 'name', label: t`Department`, cell: (d) => d.name, hideable: false },
    { id: 'users', label: t`Users`, cell: (d) => d.userCount },
    {
      id: 'actions',
      label: t`Actions`,
      hideable: false,
      cell: (d) => (
        <RowActions
          actions={[
            {
              code: 'role:bind',
              icon: <LinkDismissRegular />,
              label: t`Unbind`,
              disabledReason: refusal(d),
              onClick: () => unbindDepartment(d),
            },
          ]}
        />
      ),
    },
  ];
  const deptRows = departments.data ?? [];
  return (
    <PageLayout
      title={name ? t`Users and departments of ${name}` : t`Role bindings`}
      toolbar={<Button onClick={() => navigate(entry.path)}>{t`Back to roles`}</Button>}
    >
      <Subtitle2 as="h2">{t`Users holding the role directly`}</Subtitle2>
      <DataTable
        tableId="system-role-users"
        label={t`Users holding the role directly`}
        columns={userColumns}
        data={users}
        getRowId={(u) => u.id}
        {...list.table}
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
        emptyText={t`No user holds this role directly.`}
        errorTitle={t`The users could not be loaded.`}
      />
      <Subtitle2 as="h2">{t`Departments giving the role to their users`}</Subtitle2>
      <DataTable
        tableId="system-role-departments"
        label={t`Departments giving the role to their users`}
        columns={deptColumns}
        getRowId={(d) => d.id}
        data={{
          rows: deptRows,
          total: deptRows.length,
          loading: departments.isFetching,
          error: departments.isError ? departments.error : null,
          refetch: departments.refetch,
        }}
        // The server answers every bound department at once: one page, no pager.
        page={1}
        size={MAX_PAGE_SIZE}
        toolbar={
          <Can code="role:bind">
            <BindDepartmentPicker roleId={roleId} bound={deptRows} roleRefusal={roleRefusal} />
          </Can>
        }
        emptyText={t`No department gives this role.`}
        errorTitle={t`The departments could not be loaded.`}
      />
      {picking ? <BindUsersDialog roleId={roleId} onClose={() => setPicking(false)} /> : null}
    </PageLayout>
  );
}

/** Departments to bind: one the user may not change the default roles of is disabled with the reason. */
function BindDepartmentPicker({ roleId, bound, roleRefusal }: { roleId: number; bound: readonly BoundDepartment[]; roleRefusal?: string }) {
  const { t } = useLingui();
  const options = useQuery(authorityOptionsQuery());
  const bind = useBindDepartments();
  const boundIds = new Set(bound.map((d) => d.id));
  const free = (options.data?.departments ?? []).filter((d) => !boundIds.has(d.id));
  return (
    <Combobox
      placeholder={t`Bind a department…`}
      aria-label={t`Bind a department`}
      value=""
      selectedOptions={[]}
      disabled={Boolean(roleRefusal)}
      title={roleRefusal}
      onOptionSelect={(_, d) => {
        if (d.optionValue) void bind.mutateAsync({ roleId, deptIds: [Number(d.optionValue)], bound: true }).catch(() => undefined);
      }}
    >
      {free.map((d) => (
        <RefusableOption key={d.id} value={String(d.id)} text={d.name} refusal={d.defaultRolesRefusal} />
      ))}
    </Combobox>
  );
}
