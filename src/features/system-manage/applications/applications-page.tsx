// Application management: counts by status and licence, the list (search, group and status
// filters), and register, edit, distribute, enable/disable and delete, each behind its code.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Select, makeStyles } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { PauseRegular } from '@fluentui/react-icons/svg/pause';
import { PlayRegular } from '@fluentui/react-icons/svg/play';
import { ShareRegular } from '@fluentui/react-icons/svg/share';
import { langAtom } from '../../../state/lang-state.ts';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { useListQuery } from '../../../components/list-page/use-list-page.ts';
import type { DataTableColumn } from '../../../components/data-table/data-table-types.ts';
import { Can } from '../../../components/permission/can.tsx';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { actionsColumn } from '../../../components/row-actions/actions-column.tsx';
import { StatusFilter } from '../shared/status-filter.tsx';
import type { SystemPageProps } from '../page-types.ts';
import { useAppsList } from './use-apps-search.ts';
import { appGroupsQuery, appsPageQuery, useAppStatus, useRemoveApp, type App } from './applications-api.ts';
import { AppsOverview } from './apps-overview.tsx';
import { localName } from '../../../lib/local-name.ts';
import { lazyDialog } from '../../../components/lazy-dialog/lazy-dialog.tsx';

const AppFormDialog = lazyDialog(() => import('./app-form-dialog.tsx').then((m) => m.AppFormDialog));
const AppGroupsDialog = lazyDialog(() => import('./app-groups-dialog.tsx').then((m) => m.AppGroupsDialog));
const AppDistributeDialog = lazyDialog(() => import('./app-distribute-dialog.tsx').then((m) => m.AppDistributeDialog));
const AppSettingsDialog = lazyDialog(() => import('./app-settings-dialog.tsx').then((m) => m.AppSettingsDialog));

const useStyles = makeStyles({
  icon: { width: '24px', height: '24px', objectFit: 'contain', verticalAlign: 'middle' },
});

type Open = { kind: 'form'; id: number | null } | { kind: 'groups' } | { kind: 'settings' } | { kind: 'distribute'; app: App } | null;

export default function ApplicationsPage({ title }: SystemPageProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const lang = useAtomValue(langAtom);
  const list = useListQuery(useAppsList(), appsPageQuery);
  const { search, update } = list;
  const groups = useQuery(appGroupsQuery());
  const status = useAppStatus();
  const remove = useRemoveApp();
  const confirm = useConfirm();
  const [open, setOpen] = useState<Open>(null);
  const nameOf = (a: App) => localName(a, lang);
  const licenseText: Record<string, string> = {
    effect: t`Licensed`,
    narrow: t`Restricted`,
    overdue: t`Expired`,
    unactivated: t`Not activated`,
  };

  async function toggle(app: App) {
    const enable = app.state !== 1;
    const ok = await confirm(
      enable
        ? {
            title: t`Enable ${nameOf(app)}?`,
            message: t`It will show on the home page of the users it is distributed to.`,
            confirmText: t`Enable`,
          }
        : {
            title: t`Disable ${nameOf(app)}?`,
            message: t`It leaves every home page; quick-access entries will show "disabled".`,
            confirmText: t`Disable`,
            danger: true,
          },
    );
    if (ok) await status.mutateAsync({ id: app.id, state: enable ? 1 : 0 }).catch(() => undefined);
  }

  async function del(app: App) {
    const ok = await confirm({
      title: t`Delete ${nameOf(app)}?`,
      danger: true,
      confirmText: t`Delete`,
      message: t`Its menus and grants are deleted. Quick-access entries will show "deleted", and users whose default app it was are sent to the platform home.`,
    });
    if (ok) await remove.mutateAsync(app.id).catch(() => undefined);
  }

  const columns: DataTableColumn<App>[] = [
    {
      id: 'icon',
      label: t`Icon`,
      width: 48,
      cell: (a) => (a.icon ? <img className={styles.icon} src={a.icon} alt="" /> : null),
      hideable: true,
    },
    { id: 'name', label: t`Name`, cell: (a) => nameOf(a), hideable: false },
    { id: 'code', label: t`Code`, cell: (a) => a.code },
    { id: 'group', label: t`Group`, cell: (a) => a.groupI18nNames?.[lang] || a.groupName || '—' },
    { id: 'openMode', label: t`Opens`, cell: (a) => (a.openMode === 'window' ? t`New window` : t`Embedded`), defaultHidden: true },
    {
      id: 'state',
      label: t`Status`,
      cell: (a) => (
        <Badge appearance="tint" color={a.state === 1 ? 'success' : 'subtle'}>
          {a.state === 1 ? t`Enabled` : t`Disabled`}
        </Badge>
      ),
    },
    { id: 'license', label: t`Licence`, cell: (a) => licenseText[a.license?.status ?? 'unactivated'] },
    // Four buttons, on two lines where the table is narrow.
    actionsColumn(
      t`Actions`,
      (a) => [
        { code: 'app:edit', icon: <EditRegular />, label: t`Edit`, onClick: () => setOpen({ kind: 'form', id: a.id }) },
        { code: 'app:distribute', icon: <ShareRegular />, label: t`Distribute`, onClick: () => setOpen({ kind: 'distribute', app: a }) },
        {
          code: 'app:status',
          icon: a.state === 1 ? <PauseRegular /> : <PlayRegular />,
          label: a.state === 1 ? t`Disable` : t`Enable`,
          onClick: () => toggle(a),
        },
        { code: 'app:delete', icon: <DeleteRegular />, label: t`Delete`, onClick: () => del(a) },
      ],
      { minWidth: 180 },
    ),
  ];

  const filters = (
    <>
      <Select aria-label={t`Group`} value={search.filters.groupId} onChange={(_, d) => update({ filters: { groupId: d.value } })}>
        <option value="">{t`All groups`}</option>
        <option value="0">{t`No group`}</option>
        {(groups.data ?? []).map((g) => (
          <option key={g.id} value={String(g.id)}>
            {localName(g, lang)}
          </option>
        ))}
      </Select>
      <StatusFilter value={search.filters.state} onChange={(state) => update({ filters: { state } })} />
    </>
  );

  return (
    <PageLayout
      title={title}
      toolbar={
        <>
          <Can code="app:group">
            <Button onClick={() => setOpen({ kind: 'groups' })}>{t`Groups`}</Button>
          </Can>
          <Can code="app:settings">
            <Button onClick={() => setOpen({ kind: 'settings' })}>{t`Default app and quick access`}</Button>
          </Can>
          <Can code="app:add">
            <Button appearance="primary" onClick={() => setOpen({ kind: 'form', id: null })}>{t`Register application`}</Button>
          </Can>
        </>
      }
    >
      <AppsOverview />
      <ListTable
        label={title}
        columns={columns}
        list={list}
        texts={{ search: t`Search name, code or appId`, error: t`The applications could not be loaded.`, empty: t`No applications match.` }}
        toolbar={filters}
      />
      {open?.kind === 'form' ? <AppFormDialog appId={open.id} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'groups' ? <AppGroupsDialog onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'settings' ? <AppSettingsDialog onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'distribute' ? (
        <AppDistributeDialog appId={open.app.id} name={nameOf(open.app)} onClose={() => setOpen(null)} />
      ) : null}
    </PageLayout>
  );
}
