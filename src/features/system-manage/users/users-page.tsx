// Users (`user`): the list with search, status filter and the department tree beside it (a
// department filters itself and everything below); add/edit, enable/disable, reset password (not
// for directory accounts: their password is the directory's), convert between a directory and a
// local password, unlock, delete (one or many), import and export of the current filter, and each user's
// effective permissions (`user/:id/authority`). Actions on an account the signed-in user may not
// change (`changeRefusal`) are disabled with the reason as their tooltip.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import {
  Badge,
  Button,
  Dropdown,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Option,
  makeStyles,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { ArrowSwapRegular } from '@fluentui/react-icons/svg/arrow-swap';
import { ArrowUploadRegular } from '@fluentui/react-icons/svg/arrow-upload';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { KeyResetRegular } from '@fluentui/react-icons/svg/key-reset';
import { LockOpenRegular } from '@fluentui/react-icons/svg/lock-open';
import { ShieldPersonRegular } from '@fluentui/react-icons/svg/shield-person';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/data-table-types.ts';
import { Can } from '../../../components/permission/can.tsx';
import { StatusSwitch } from '../../../components/status-switch/status-switch.tsx';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import type { SystemPageProps } from '../page-types.ts';
import {
  downloadExport,
  useDeleteUsers,
  useResetPassword,
  useSetPasswordSource,
  useUnlockUsers,
  useUsersStatus,
  usersPageQuery,
  type FileFormat,
  type User,
} from './users-api.ts';
import { useUsersSearch } from './use-users-search.ts';
import { UserFormDialog } from './user-form-dialog.tsx';
import { UserImportDialog } from './user-import-dialog.tsx';
import { PasswordOnceDialog } from './password-once-dialog.tsx';
import { DepartmentFilterTree } from './department-filter-tree.tsx';

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: '4px', '& > *': { flexShrink: 0, whiteSpace: 'nowrap' } },
  name: { display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center', '& > *': { flexShrink: 0, whiteSpace: 'nowrap' } },
});

export default function UsersPage({ title, entry }: SystemPageProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const [search, update] = useUsersSearch();
  const query = useQuery(usersPageQuery(search));
  const setStatus = useUsersStatus();
  const remove = useDeleteUsers();
  const unlock = useUnlockUsers();
  const reset = useResetPassword();
  const convert = useSetPasswordSource();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [shownPassword, setShownPassword] = useState<{ username: string; password: string } | null>(null);

  const askDelete = async (users: readonly User[]) => {
    const names = users.length === 1 ? users[0]!.username : String(users.length);
    return confirm({
      title: users.length === 1 ? t`Delete the user ${names}?` : t`Delete ${names} users?`,
      message: t`Their sessions end at once. This cannot be undone.`,
      confirmText: t`Delete`,
      danger: true,
    });
  };
  const resetPassword = async (u: User) => {
    if (
      !(await confirm({
        title: t`Reset the password of ${u.username}?`,
        message: t`A new password is generated and shown once; the user is signed out and must change it at the next login.`,
        confirmText: t`Reset`,
      }))
    )
      return;
    const answer = await reset.mutateAsync({ id: u.id }).catch(() => undefined);
    if (answer?.generatedPassword) setShownPassword({ username: u.username, password: answer.generatedPassword });
  };

  const convertSource = async (u: User) => {
    const toLocal = u.source === 'ldap';
    const confirmed = await confirm(
      toLocal
        ? {
            title: t`Give ${u.username} a local password?`,
            message: t`The directory no longer signs this account in. A password is generated and shown once; the user is signed out and must change it at the next login.`,
            confirmText: t`Use a local password`,
          }
        : {
            title: t`Let the directory sign ${u.username} in?`,
            message: t`The local password is removed and the user is signed out; from the next sign-in the directory (LDAP) checks the password.`,
            confirmText: t`Use the directory`,
          },
    );
    if (!confirmed) return;
    const answer = await convert.mutateAsync({ id: u.id, source: toLocal ? 'local' : 'ldap' }).catch(() => undefined);
    if (answer?.generatedPassword) setShownPassword({ username: u.username, password: answer.generatedPassword });
  };
  // An account the signed-in user may not change (an administrator, for a delegate): its actions
  // stay in place but disabled, and their tooltip says why (the server's reason, or `other`'s).
  const refusable = (u: User, label: string, other?: string) => {
    const reason = u.changeRefusal ?? other;
    return reason ? { disabledFocusable: true, title: reason } : { title: label };
  };

  const columns: DataTableColumn<User>[] = [
    {
      id: 'username',
      label: t`Username`,
      sortable: true,
      hideable: false,
      minWidth: 104,
      cell: (u) => (
        <span className={styles.name}>
          {u.username}
          {u.builtIn ? <Badge appearance="outline" size="small">{t`Administrator`}</Badge> : null}
          {u.source === 'ldap' ? <Badge appearance="outline" color="informative" size="small">{t`Directory`}</Badge> : null}
          {u.locked ? <Badge appearance="tint" color="danger" size="small">{t`Locked`}</Badge> : null}
        </span>
      ),
    },
    { id: 'realName', label: t`Real name`, sortable: true, minWidth: 96, cell: (u) => u.realName },
    { id: 'dept', label: t`Department`, minWidth: 104, cell: (u) => u.deptName },
    // Hidden at first: with the department tree beside it, a 1366-pixel screen holds six columns.
    { id: 'phone', label: t`Phone`, cell: (u) => u.phone, defaultHidden: true },
    { id: 'email', label: t`E-mail`, cell: (u) => u.email, defaultHidden: true },
    {
      id: 'roles',
      label: t`Roles`,
      minWidth: 96,
      cell: (u) => (
        <span className={styles.badges}>
          {u.roles.map((r) => (
            <Badge key={r.id} appearance="tint">
              {r.name}
            </Badge>
          ))}
          {u.inheritedRoles.map((r) => (
            <Badge key={`d${r.id}`} appearance="outline" color="informative" title={t`Default role of ${r.deptName}`}>
              {r.name}
            </Badge>
          ))}
        </span>
      ),
    },
    { id: 'createdAt', label: t`Created`, sortable: true, defaultHidden: true, cell: (u) => new Date(u.createdAt).toLocaleString() },
    {
      id: 'status',
      label: t`Status`,
      minWidth: 140,
      cell: (u) =>
        u.builtIn || u.changeRefusal ? (
          <Badge appearance="ghost" title={u.changeRefusal}>
            {u.status === 0 ? t`Disabled` : t`Enabled`}
          </Badge>
        ) : (
          <StatusSwitch
            status={u.status}
            name={u.username}
            code="user:status"
            onChange={(status) => setStatus.mutateAsync({ ids: [u.id], status })}
          />
        ),
    },
    {
      id: 'actions',
      label: t`Actions`,
      hideable: false,
      // Five icon buttons, on two lines where the table is narrow.
      minWidth: 88,
      cell: (u) => (
        <>
          <Can code="user:edit">
            <Button
              size="small"
              appearance="subtle"
              icon={<EditRegular />}
              onClick={() => setEditing(u)}
              aria-label={t`Edit ${u.username}`}
              {...refusable(u, t`Edit`)}
            />
          </Can>
          <Can code="user:authority">
            <Button
              size="small"
              appearance="subtle"
              icon={<ShieldPersonRegular />}
              onClick={() => navigate(`${entry.href}/${u.id}/authority`)}
              aria-label={t`Permissions`}
              title={t`Permissions`}
            />
          </Can>
          <Can code="user:reset-password">
            <Button
              size="small"
              appearance="subtle"
              icon={<KeyResetRegular />}
              onClick={() => void resetPassword(u)}
              aria-label={t`Reset password`}
              // A directory account's password is changed in the directory: the button says so.
              {...refusable(
                u,
                t`Reset password`,
                u.source === 'ldap' ? t`The password is managed by the directory (LDAP): it is changed there` : undefined,
              )}
            />
            {u.builtIn ? null : (
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowSwapRegular />}
                onClick={() => void convertSource(u)}
                aria-label={u.source === 'ldap' ? t`Use a local password` : t`Use the directory`}
                {...refusable(u, u.source === 'ldap' ? t`Use a local password` : t`Use the directory`)}
              />
            )}
          </Can>
          {u.locked ? (
            <Can code="user:unlock">
              <Button
                size="small"
                appearance="subtle"
                icon={<LockOpenRegular />}
                onClick={async () => {
                  if (
                    await confirm({
                      title: t`Unlock ${u.username}?`,
                      message: t`The failed sign-in count is cleared and the user can sign in again.`,
                      confirmText: t`Unlock`,
                    })
                  ) {
                    await unlock.mutateAsync([u.id]).catch(() => undefined);
                  }
                }}
                aria-label={t`Unlock`}
                {...refusable(u, t`Unlock`)}
              />
            </Can>
          ) : null}
          {u.builtIn ? null : (
            <Can code="user:delete">
              <Button
                size="small"
                appearance="subtle"
                icon={<DeleteRegular />}
                onClick={async () => {
                  if (await askDelete([u])) await remove.mutateAsync([u.id]).catch(() => undefined);
                }}
                aria-label={t`Delete`}
                {...refusable(u, t`Delete`)}
              />
            </Can>
          )}
        </>
      ),
    },
  ];

  const statusText = { '': t`All statuses`, '1': t`Enabled`, '0': t`Disabled` } as Record<string, string>;
  const exportAs = (format: FileFormat) => void downloadExport(format, search).catch(() => undefined);
  return (
    <PageLayout
      title={title}
      side={<DepartmentFilterTree selected={search.filters.deptId} onSelect={(deptId) => update({ filters: { deptId } })} />}
      toolbar={
        <>
          <Can code="user:add">
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing(null)}>{t`Add user`}</Button>
          </Can>
          <Can code="user:import">
            <Button icon={<ArrowUploadRegular />} onClick={() => setImporting(true)}>{t`Import`}</Button>
          </Can>
          <Can code="user:export">
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Button icon={<ArrowDownloadRegular />}>{t`Export`}</Button>
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  <MenuItem onClick={() => exportAs('xlsx')}>{t`Export the filtered users (XLSX)`}</MenuItem>
                  <MenuItem onClick={() => exportAs('csv')}>{t`Export the filtered users (CSV)`}</MenuItem>
                </MenuList>
              </MenuPopover>
            </Menu>
          </Can>
        </>
      }
    >
      <DataTable
        tableId="system-users"
        label={title}
        columns={columns}
        data={query}
        getRowId={(u) => u.id}
        page={search.page}
        size={search.size}
        onPageChange={(page, size) => update({ page, size })}
        sort={search.sort}
        onSortChange={(sort) => update({ sort })}
        keyword={search.keyword}
        onKeywordChange={(keyword) => update({ keyword })}
        searchPlaceholder={t`Username, name, phone or e-mail`}
        errorTitle={t`The users could not be loaded.`}
        emptyText={t`No users match.`}
        toolbar={
          <Dropdown
            aria-label={t`Status`}
            value={statusText[search.filters.status ?? ''] ?? ''}
            selectedOptions={[search.filters.status ?? '']}
            onOptionSelect={(_, o) => update({ filters: { status: o.optionValue || undefined } })}
          >
            {Object.entries(statusText).map(([value, text]) => (
              <Option key={value} value={value}>
                {text}
              </Option>
            ))}
          </Dropdown>
        }
        bulkActions={(rows, clear) => (
          <>
            <Can code="user:status">
              <Button
                onClick={async () => {
                  if (
                    await confirm({
                      title: t`Disable ${rows.length} users?`,
                      message: t`Their sessions end at once.`,
                      confirmText: t`Disable`,
                      danger: true,
                    })
                  ) {
                    await setStatus.mutateAsync({ ids: rows.map((r) => r.id), status: 0 }).then(clear, () => undefined);
                  }
                }}
              >{t`Disable`}</Button>
            </Can>
            <Can code="user:delete">
              <Button
                icon={<DeleteRegular />}
                onClick={async () => {
                  if (await askDelete(rows)) await remove.mutateAsync(rows.map((r) => r.id)).then(clear, () => undefined);
                }}
              >{t`Delete`}</Button>
            </Can>
          </>
        )}
      />
      <UserFormDialog user={editing} onClose={() => setEditing(undefined)} />
      <UserImportDialog open={importing} onClose={() => setImporting(false)} />
      <PasswordOnceDialog shown={shownPassword} onClose={() => setShownPassword(null)} />
    </PageLayout>
  );
}
