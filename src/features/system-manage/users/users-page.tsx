// Users (`user`): the list with search, status filter and the department tree beside it (a
// department filters itself and everything below); add/edit, enable/disable, reset password (not
// for directory accounts: their password is the directory's), convert between a directory and a
// local password, unlock, delete (one or many), import and export of the current filter, and each user's
// effective permissions (`user/:id/authority`). The row actions are `use-user-actions.tsx`. The bulk
// actions are disabled, with the reason, while the selection holds an account the signed-in user
// may not change (it would be refused as a whole).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Badge, Button, makeStyles } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { ArrowUploadRegular } from '@fluentui/react-icons/svg/arrow-upload';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { useListQuery } from '../../../components/list-page/use-list-page.ts';
import type { DataTableColumn } from '../../../components/data-table/data-table-types.ts';
import { Can } from '../../../components/permission/can.tsx';
import { firstRefusal, refusalProps } from '../../../components/permission/refusal.ts';
import { actionsColumn } from '../../../components/row-actions/actions-column.tsx';
import { StatusSwitch } from '../../../components/status-switch/status-switch.tsx';
import { ListStatusFilter } from '../shared/status-filter.tsx';
import type { SystemPageProps } from '../page-types.ts';
import { usersPageQuery, type User } from './users-api.ts';
import { UsersExportMenu } from './users-export-menu.tsx';
import { useUsersList } from './use-users-search.ts';
import { useUserActions } from './use-user-actions.tsx';
import { DepartmentFilterTree } from './department-filter-tree.tsx';
import { formatDateTime } from '../../../lib/date-format.ts';
import { localName } from '../../../lib/local-name.ts';
import { langAtom } from '../../../state/lang-state.ts';
import { lazyDialog } from '../../../components/lazy-dialog/lazy-dialog.tsx';

const UserFormDialog = lazyDialog(
  () => import('./user-form-dialog.tsx').then((m) => m.UserFormDialog),
  (p) => p.user !== undefined,
);
const UserImportDialog = lazyDialog(
  () => import('./user-import-dialog.tsx').then((m) => m.UserImportDialog),
  (p) => p.open,
);
const PasswordOnceDialog = lazyDialog(
  () => import('./password-once-dialog.tsx').then((m) => m.PasswordOnceDialog),
  (p) => p.shown !== null,
);

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: '4px', '& > *': { flexShrink: 0, whiteSpace: 'nowrap' } },
  name: { display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center', '& > *': { flexShrink: 0, whiteSpace: 'nowrap' } },
});

export default function UsersPage({ title, entry }: SystemPageProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const lang = useAtomValue(langAtom);
  const list = useListQuery(useUsersList(), usersPageQuery);
  const { search, update } = list;
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const actions = useUserActions(entry, setEditing);
  const bulkRefusal = (rows: readonly User[]) => refusalProps(firstRefusal(rows, (u) => u.changeRefusal));

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
              {localName(r, lang)}
            </Badge>
          ))}
          {u.inheritedRoles.map((r) => (
            <Badge key={`d${r.id}`} appearance="outline" color="informative" title={t`Default role of ${r.deptName}`}>
              {localName(r, lang)}
            </Badge>
          ))}
        </span>
      ),
    },
    { id: 'createdAt', label: t`Created`, sortable: true, defaultHidden: true, cell: (u) => formatDateTime(u.createdAt) },
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
            onChange={(status) => actions.setStatus.mutateAsync({ ids: [u.id], status })}
          />
        ),
    },
    // Up to six icon buttons, on two lines where the table is narrow.
    actionsColumn(t`Actions`, actions.rowActions, { iconOnly: true, minWidth: 88 }),
  ];

  return (
    <PageLayout
      title={title}
      sideToggle={{ hide: t`Hide departments`, show: t`Show departments` }}
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
            <UsersExportMenu search={search} />
          </Can>
        </>
      }
    >
      <ListTable
        label={title}
        columns={columns}
        list={list}
        texts={{ search: t`Username, name, phone or e-mail`, error: t`The users could not be loaded.`, empty: t`No users match.` }}
        toolbar={<ListStatusFilter list={list} />}
        bulkActions={(rows, clear) => (
          <>
            <Can code="user:status">
              <Button onClick={() => void actions.disableMany(rows, clear)} {...bulkRefusal(rows)}>{t`Disable`}</Button>
            </Can>
            <Can code="user:delete">
              <Button icon={<DeleteRegular />} onClick={() => void actions.deleteMany(rows, clear)} {...bulkRefusal(rows)}>
                {t`Delete`}
              </Button>
            </Can>
          </>
        )}
      />
      <UserFormDialog user={editing} onClose={() => setEditing(undefined)} />
      <UserImportDialog open={importing} onClose={() => setImporting(false)} />
      <PasswordOnceDialog shown={actions.shownPassword} onClose={actions.closePassword} />
    </PageLayout>
  );
}
