// The locked accounts (those inside the signed-in user's data scope), paged and searched in the
// URL; Unlock forgets the failed logins after a confirmation. An administrator's Unlock is
// disabled for a delegate, with the server's reason as its tooltip.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@fluentui/react-components';
import { LockOpenRegular } from '@fluentui/react-icons';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/data-table-types.ts';
import { useListPage, useListQuery } from '../../../components/list-page/use-list-page.ts';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { Can } from '../../../components/permission/can.tsx';
import { firstRefusal, refusalProps } from '../../../components/permission/refusal.ts';
import { actionsColumn } from '../../../components/row-actions/actions-column.tsx';
import { notify } from '../../../api/notify.ts';
import { lockedAccountsQuery, useUnlockAccounts, type LockedAccount } from './login-verify-api.ts';
import { formatDateTime } from '../../../lib/date-format.ts';

const EDIT = 'login-verify:edit';

export function LockedAccounts() {
  const { t } = useLingui();
  const list = useListQuery(useListPage({ tableId: 'system-locked-accounts' }), lockedAccountsQuery);
  const unlock = useUnlockAccounts();
  const confirm = useConfirm();
  const ask = async (rows: LockedAccount[]) => {
    const names = rows.map((r) => r.username).join(', ');
    const go = await confirm({
      title: t`Unlock ${names}?`,
      message: t`The failed logins are forgotten and the account can sign in at once.`,
      confirmText: t`Unlock`,
    });
    if (!go) return false;
    await unlock.mutateAsync(rows.map((r) => r.id));
    notify(t`Unlocked.`, 'success');
    return true;
  };
  const columns: DataTableColumn<LockedAccount>[] = [
    { id: 'username', label: t`Username`, cell: (u) => u.username, hideable: false },
    { id: 'realName', label: t`Real name`, cell: (u) => u.realName },
    {
      id: 'lockedUntil',
      label: t`Locked until`,
      cell: (u) => formatDateTime(u.lockedUntil, { seconds: false }),
      width: 200,
    },
    actionsColumn(
      t`Actions`,
      (u) => [{ code: EDIT, icon: <LockOpenRegular />, label: t`Unlock`, disabledReason: u.changeRefusal, onClick: () => ask([u]) }],
      { width: 120 },
    ),
  ];
  return (
    <ListTable
      label={t`Locked accounts`}
      columns={columns}
      list={list}
      texts={{ search: t`Username or real name`, error: t`The locked accounts could not be loaded.` }}
      bulkActions={(rows, clear) => (
        <Can code={EDIT}>
          <Button
            onClick={async () => {
              if (await ask([...rows])) clear();
            }}
            {...refusalProps(firstRefusal(rows, (u) => u.changeRefusal))}
          >{t`Unlock`}</Button>
        </Can>
      )}
    />
  );
}
