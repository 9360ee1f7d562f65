// Sync preview: a dry run with the saved settings lists who would be created, updated or
// disabled; the administrator imports the rows they choose (the server works the rows out again).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, MessageBar, MessageBarBody, Text, makeStyles } from '@fluentui/react-components';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import type { DataTableColumn, PageQueryLike } from '../../../components/data-table/data-table-types.ts';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { Can } from '../../../components/permission/can.tsx';
import { useListPage } from '../../../components/list-page/use-list-page.ts';
import { notify } from '../../../api/notify.ts';
import { useLdapImport, useLdapSyncPreview, type LdapSyncPreview, type LdapSyncRow } from './ldap-api.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px' },
});

const IMPORTABLE = new Set<LdapSyncRow['action']>(['create', 'update', 'disable']);

export function LdapSyncSection() {
  const { t } = useLingui();
  const styles = useStyles();
  const confirm = useConfirm();
  const preview = useLdapSyncPreview();
  const importUsers = useLdapImport();
  const [plan, setPlan] = useState<LdapSyncPreview | null>(null);
  // Paging and search of the preview in the URL (?sync.page=2&sync.keyword=ann), as every list.
  const list = useListPage({ tableId: 'system-ldap-sync', prefix: 'sync.' });
  const { page, size, keyword } = list.search;

  const actionLabel: Record<LdapSyncRow['action'], string> = {
    create: t`Create`,
    update: t`Update`,
    disable: t`Disable`,
    unchanged: t`Unchanged`,
    conflict: t`A local account has this username`,
  };
  // The first preview shows the page the URL names (a reload or Back keeps the place); a new run
  // after that starts again from page 1.
  const run = async () => {
    const again = plan !== null;
    setPlan(await preview.mutateAsync());
    if (again) list.update({ page: 1 });
  };
  const rows = (plan?.records ?? []).filter((r) =>
    keyword ? `${r.username} ${r.realName} ${r.email}`.toLowerCase().includes(keyword.toLowerCase()) : true,
  );
  // The preview is answered whole; the table shows the page of it the URL names.
  const query: PageQueryLike<LdapSyncRow> = {
    data: { records: rows.slice((page - 1) * size, page * size), total: rows.length, current: page, size },
    isFetching: preview.isPending,
    isError: false,
    error: null,
    refetch: run,
  };
  const count = (a: LdapSyncRow['action']) => (plan?.records ?? []).filter((r) => r.action === a).length;

  const importChosen = async (chosen: LdapSyncRow[], clear: () => void) => {
    const rows = chosen.filter((r) => IMPORTABLE.has(r.action));
    if (!rows.length) {
      notify(t`None of the chosen rows needs a change.`, 'info');
      return;
    }
    const disabling = rows.filter((r) => r.action === 'disable').length;
    const go = await confirm({
      title: t`Apply ${rows.length} rows?`,
      message: disabling
        ? t`${disabling} users will be disabled and signed out at once. The others are created or updated from the directory.`
        : t`The chosen users are created or updated from the directory.`,
      confirmText: t`Apply`,
      danger: disabling > 0,
    });
    if (!go) return;
    const done = await importUsers.mutateAsync(rows.map((r) => r.username));
    notify(t`Created ${done.created}, updated ${done.updated}, disabled ${done.disabled}.`, 'success');
    clear();
    await run();
  };

  const columns: DataTableColumn<LdapSyncRow>[] = [
    { id: 'username', label: t`Username`, cell: (r) => r.username, hideable: false },
    { id: 'realName', label: t`Real name`, cell: (r) => r.realName },
    { id: 'email', label: t`E-mail`, cell: (r) => r.email },
    { id: 'action', label: t`Sync action`, cell: (r) => actionLabel[r.action], hideable: false, width: 220 },
  ];
  return (
    <div className={styles.root}>
      <Text>{t`A dry run with the saved settings: nothing changes until you apply the rows you choose.`}</Text>
      <Can code="ldap:sync">
        <div>
          <Button onClick={() => void run()} disabled={preview.isPending}>{t`Preview sync`}</Button>
        </div>
      </Can>
      {plan ? (
        <>
          <Text role="status">
            {t`${plan.directoryCount} directory users: ${count('create')} to create, ${count('update')} to update, ${count('disable')} to disable.`}
          </Text>
          {plan.disableWithheld ? (
            <MessageBar intent="warning">
              <MessageBarBody>{t`The directory returned nobody, so no user is offered for disabling. Check the user base DN and the filter.`}</MessageBarBody>
            </MessageBar>
          ) : null}
          <ListTable
            label={t`Sync preview`}
            columns={columns}
            list={{ ...list, query }}
            rowKey={(r) => r.username}
            texts={{
              search: t`Username, real name or e-mail`,
              error: t`The sync preview could not be loaded.`,
              empty: t`Nothing to synchronise.`,
            }}
            bulkActions={(chosen, clear) => (
              <Can code="ldap:sync">
                <Button appearance="primary" onClick={() => void importChosen(chosen, clear)} disabled={importUsers.isPending}>
                  {t`Apply to chosen`}
                </Button>
              </Can>
            )}
          />
        </>
      ) : null}
    </div>
  );
}
