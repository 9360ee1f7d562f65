// Published notices (last three months) with read and delivery counts and their status, their
// page and search in the URL (ListTable over useListPage), the publish dialog, a notice opened read-only from its
// title, withdrawing (published ones only) and deleting after asking, and below them the delivery
// records.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Link, makeStyles } from '@fluentui/react-components';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/data-table-types.ts';
import { Can } from '../../../components/permission/can.tsx';
import { useListPage, useListQuery } from '../../../components/list-page/use-list-page.ts';
import { DICT_CODES, useDictOptions } from '../../../api/dict-options.ts';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { ArrowUndoRegular } from '@fluentui/react-icons/svg/arrow-undo';
import { actionsColumn } from '../../../components/row-actions/actions-column.tsx';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { publicationsQuery, useRemoveNotice, useWithdrawNotice, type NoticePublication } from './messages-api.ts';
import { Deliveries } from './deliveries-section.tsx';
import { NoticeStatusBadge } from './notice-status.tsx';
import { useChannelNames } from './channel-names.ts';
import { formatDateTime } from '../../../lib/date-format.ts';
import { lazyDialog } from '../../../components/lazy-dialog/lazy-dialog.tsx';

const PublishDialog = lazyDialog(() => import('./publish-dialog.tsx').then((m) => m.PublishDialog));
const NoticeViewDialog = lazyDialog(
  () => import('./notice-view-dialog.tsx').then((m) => m.NoticeViewDialog),
  (p) => p.notice !== null,
);

const useStyles = makeStyles({
  // The title opens the notice; a long one wraps in its cell like plain text would (the table
  // keeps a button's own text on one line, so the wrapping is set on the text inside it).
  title: { textAlign: 'start' },
  titleText: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
});

export function NoticesTab() {
  const { t } = useLingui();
  const styles = useStyles();
  const names = useChannelNames();
  const list = useListQuery(useListPage({ tableId: 'system-notices' }), publicationsQuery);
  const [publishing, setPublishing] = useState(false);
  const [opened, setOpened] = useState<NoticePublication | null>(null);
  const types = useDictOptions(DICT_CODES.noticeType);
  const confirm = useConfirm();
  const remove = useRemoveNotice();
  const removeNotice = async (n: NoticePublication) => {
    const title = n.title;
    const ok = await confirm({
      title: t`Delete the notice ${title}?`,
      message: t`It leaves the recipients' notices, and deliveries not yet sent are dropped. This cannot be undone.`,
      confirmText: t`Delete`,
      danger: true,
    });
    if (ok) await remove.mutateAsync(n.id).catch(() => undefined);
  };
  const withdraw = useWithdrawNotice();
  const withdrawNotice = async (n: NoticePublication) => {
    const title = n.title;
    const ok = await confirm({
      title: t`Withdraw the notice ${title}?`,
      message: t`It leaves everyone's notifications, and deliveries not yet sent are dropped. It stays in this list as withdrawn.`,
      confirmText: t`Withdraw`,
      danger: true,
    });
    if (ok) await withdraw.mutateAsync(n.id).catch(() => undefined);
  };
  const columns: DataTableColumn<NoticePublication>[] = [
    {
      id: 'title',
      label: t`Title`,
      cell: (n) => (
        <Link as="button" className={styles.title} onClick={() => setOpened(n)}>
          <span className={styles.titleText}>{n.title}</span>
        </Link>
      ),
      hideable: false,
      minWidth: 200,
    },
    { id: 'status', label: t`Status`, cell: (n) => <NoticeStatusBadge status={n.status} />, width: 110 },
    { id: 'type', label: t`Type`, cell: (n) => types.labelOf(n.type), width: 130 },
    { id: 'recipients', label: t`Recipients`, cell: (n) => n.recipients, width: 110 },
    { id: 'read', label: t`Read`, cell: (n) => n.read, width: 90 },
    { id: 'channels', label: t`Channels`, cell: (n) => n.channels.map((c) => names[c as keyof typeof names] ?? c).join(', ') || '—' },
    {
      id: 'deliveries',
      label: t`Deliveries`,
      cell: (n) =>
        n.channels.length ? (
          <span>
            {t`${n.sent} sent`}
            {n.pending ? `, ${t`${n.pending} pending`}` : ''}
            {n.failed ? <Badge color="danger" appearance="tint" style={{ marginLeft: 6 }}>{t`${n.failed} failed`}</Badge> : null}
          </span>
        ) : (
          '—'
        ),
    },
    { id: 'publishedBy', label: t`Published by`, cell: (n) => n.publishedBy ?? '', defaultHidden: true },
    { id: 'createdAt', label: t`Published`, cell: (n) => formatDateTime(n.createdAt, { seconds: false }), width: 190 },
    actionsColumn(
      t`Actions`,
      (n) => [
        {
          code: 'notice:publish',
          icon: <ArrowUndoRegular />,
          label: t`Withdraw`,
          name: t`Withdraw ${n.title}`,
          hidden: n.status !== 'published',
          onClick: () => void withdrawNotice(n),
        },
        {
          code: 'notice:publish',
          icon: <DeleteRegular />,
          label: t`Delete`,
          name: t`Delete ${n.title}`,
          onClick: () => void removeNotice(n),
        },
      ],
      { iconOnly: true, width: 90 },
    ),
  ];
  return (
    <>
      <ListTable
        label={t`Notices of the last three months`}
        columns={columns}
        list={list}
        // The tab's primary action sits in the table's toolbar, as on the other list pages.
        toolbar={
          <Can code="notice:publish">
            <Button appearance="primary" onClick={() => setPublishing(true)}>{t`Publish a notice`}</Button>
          </Can>
        }
        texts={{ search: t`Title`, error: t`The notices could not be loaded.` }}
      />
      <Deliveries />
      {publishing ? <PublishDialog onClose={() => setPublishing(false)} /> : null}
      <NoticeViewDialog notice={opened} onClose={() => setOpened(null)} />
    </>
  );
}
