// The delivery records of the notices (one per recipient and channel), failures first, with
// their status filter and page in the URL beside the notices' list (?deliveries.page=2); failed
// ones can be sent again.
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Dropdown, Option, Subtitle2, makeStyles } from '@fluentui/react-components';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/data-table-types.ts';
import { Can } from '../../../components/permission/can.tsx';
import { notify } from '../../../api/notify.ts';
import { useListPage, useListQuery } from '../../../components/list-page/use-list-page.ts';
import { deliveriesQuery, useRetryDeliveries, type NoticeDelivery } from './messages-api.ts';
import { useChannelNames } from './channel-names.ts';

const useStyles = makeStyles({
  section: { marginTop: '28px', display: 'flex', flexDirection: 'column', gap: '8px' },
  filter: { display: 'flex', alignItems: 'center', gap: '8px' },
});

const DELIVERY_FILTERS = ['status'] as const;

export function Deliveries() {
  const { t } = useLingui();
  const styles = useStyles();
  const names = useChannelNames();
  // In the URL beside the publications' list (?deliveries.page=2&deliveries.status=all); failed
  // deliveries show when it names no status.
  const paged = useListPage({ tableId: 'system-notice-deliveries', prefix: 'deliveries.', filters: DELIVERY_FILTERS });
  const named = paged.search.filters.status;
  const status = named === 'all' ? undefined : ((named || 'failed') as NoticeDelivery['status']);
  const list = useListQuery(paged, (s) => deliveriesQuery(s.page, s.size, status));
  const retry = useRetryDeliveries();
  const statusNames: Record<NoticeDelivery['status'], string> = {
    pending: t`Waiting to retry`,
    sending: t`Sending`,
    sent: t`Sent`,
    failed: t`Failed`,
  };
  const columns: DataTableColumn<NoticeDelivery>[] = [
    { id: 'title', label: t`Notice`, cell: (d) => d.title, hideable: false },
    { id: 'username', label: t`Recipient`, cell: (d) => d.username },
    { id: 'channel', label: t`Channel`, cell: (d) => names[d.channel], width: 110 },
    { id: 'address', label: t`Address`, cell: (d) => d.address || '—' },
    {
      id: 'status',
      label: t`Status`,
      width: 140,
      cell: (d) => (
        <Badge appearance="tint" color={d.status === 'failed' ? 'danger' : d.status === 'sent' ? 'success' : 'informative'}>
          {statusNames[d.status]}
        </Badge>
      ),
    },
    { id: 'attempts', label: t`Attempts`, cell: (d) => d.attempts, width: 100 },
    { id: 'lastError', label: t`Last error`, cell: (d) => d.lastError || '—', minWidth: 220 },
  ];
  return (
    <section className={styles.section} aria-labelledby="deliveries-title">
      <Subtitle2 as="h2" id="deliveries-title">{t`Deliveries`}</Subtitle2>
      <div className={styles.filter}>
        <Dropdown
          aria-label={t`Status`}
          value={status ? statusNames[status] : t`All`}
          selectedOptions={[status ?? '']}
          onOptionSelect={(_, d) => list.update({ filters: { status: d.optionValue === 'failed' ? '' : d.optionValue || 'all' } })}
        >
          <Option value="">{t`All`}</Option>
          <Option value="failed">{statusNames.failed}</Option>
          <Option value="pending">{statusNames.pending}</Option>
          <Option value="sent">{statusNames.sent}</Option>
        </Dropdown>
      </div>
      <ListTable
        label={t`Deliveries`}
        columns={columns}
        list={list}
        texts={{ error: t`The deliveries could not be loaded.` }}
        bulkActions={(rows, clear) => (
          <Can code="notice:publish">
            <Button
              disabled={!rows.some((r) => r.status === 'failed') || retry.isPending}
              onClick={async () => {
                const n = await retry.mutateAsync(rows.filter((r) => r.status === 'failed').map((r) => r.id));
                notify(t`${n} deliveries queued again.`, 'success');
                clear();
              }}
            >{t`Send again`}</Button>
          </Can>
        )}
      />
    </section>
  );
}
