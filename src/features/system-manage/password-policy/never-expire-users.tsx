// The never-expire list: a user picker (search by username or name) that adds, and a table
// whose rows can be taken off the list after a confirmation.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, makeStyles } from '@fluentui/react-components';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/data-table-types.ts';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { Can } from '../../../components/permission/can.tsx';
import { actionsColumn } from '../../../components/row-actions/actions-column.tsx';
import { wholeList } from '../../../components/data-table/whole-list.ts';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { neverExpireQuery, useSetNeverExpire, type UserOption } from './password-policy-api.ts';
import { UserSearch } from '../pickers/user-search.tsx';
import type { UserOptionFilter } from '../../../api/options.ts';

const LOCAL_ENABLED: UserOptionFilter = { source: 'local', status: 1 };

const useStyles = makeStyles({ picker: { display: 'flex', alignItems: 'end', gap: '8px', margin: '8px 0 12px' } });

export function NeverExpireUsers() {
  const { t } = useLingui();
  const styles = useStyles();
  const list = useQuery(neverExpireQuery());
  const setList = useSetNeverExpire();
  const confirm = useConfirm();
  const rows = list.data ?? [];
  async function removeUser(u: UserOption) {
    const ok = await confirm({
      title: t`Remove ${u.username}?`,
      message: t`The password of ${u.username} will expire again by the policy.`,
      confirmText: t`Remove`,
    });
    if (ok) await setList.mutateAsync({ userIds: [u.id], neverExpires: false }).catch(() => undefined);
  }
  const columns: DataTableColumn<UserOption>[] = [
    { id: 'username', label: t`Username`, cell: (u) => u.username, hideable: false },
    { id: 'realName', label: t`Real name`, cell: (u) => u.realName },
    actionsColumn(
      t`Actions`,
      (u) => [{ code: 'password-policy:edit', icon: <DismissRegular />, label: t`Remove`, onClick: () => removeUser(u) }],
      {
        width: 120,
      },
    ),
  ];
  return (
    <>
      <Can code="password-policy:edit">
        <UserPicker className={styles.picker} exclude={rows} onAdd={(u) => setList.mutateAsync({ userIds: [u.id], neverExpires: true })} />
      </Can>
      <DataTable
        tableId="system-never-expire"
        label={t`Passwords that never expire`}
        columns={columns}
        getRowId={(u) => u.id}
        {...wholeList(list)}
        errorTitle={t`The list could not be loaded.`}
      />
    </>
  );
}

/** Search, choose, Add: local enabled accounts only (a directory account's password is not here). */
function UserPicker({ className, exclude, onAdd }: { className: string; exclude: UserOption[]; onAdd(u: UserOption): Promise<unknown> }) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<UserOption | null>(null);
  const [round, setRound] = useState(0); // a new search box after each addition
  return (
    <div className={className}>
      <Field label={t`Add a user`}>
        <UserSearch key={round} onPick={setChosen} exclude={exclude.map((u) => u.id)} filter={LOCAL_ENABLED} />
      </Field>
      <Button
        appearance="primary"
        disabled={!chosen}
        onClick={async () => {
          if (!chosen) return;
          await onAdd(chosen);
          setChosen(null);
          setRound((r) => r + 1);
        }}
      >{t`Add`}</Button>
    </div>
  );
}
