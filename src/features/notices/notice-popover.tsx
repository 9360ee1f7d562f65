// The notices popover itself, loaded on first use by NoticeBell: the latest notices of the last
// three months; opening one marks it read.
import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Button, Popover, PopoverSurface, PopoverTrigger, Text, makeStyles, tokens } from '@fluentui/react-components';
import { QueryState } from '../../components/query-state/query-state.tsx';
import { DICT_CODES, useDictOptions } from '../../api/dict-options.ts';
import { latestNoticesQuery, useMarkAllRead, useMarkRead, type MyNotice } from './notices-api.ts';
import { formatDateTime } from '../../lib/date-format.ts';

const useStyles = makeStyles({
  surface: { width: '360px', display: 'flex', flexDirection: 'column', gap: '8px' },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  list: { listStyle: 'none', margin: 0, padding: 0, maxHeight: '360px', overflowY: 'auto' },
  item: { display: 'block', width: '100%', textAlign: 'left', padding: '6px 8px', borderRadius: tokens.borderRadiusMedium },
  unread: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  // A notice's body may have paragraphs (the contract lets its line breaks through).
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

export default function NoticePopover({ unread, children }: { unread: number; children: ReactElement }) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <Popover positioning="below-end" defaultOpen>
      <PopoverTrigger disableButtonEnhancement>{children}</PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t`Notifications`}>
        <NoticeList unread={unread} />
      </PopoverSurface>
    </Popover>
  );
}

function NoticeList({ unread }: { unread: number }) {
  const { t } = useLingui();
  const styles = useStyles();
  const query = useQuery(latestNoticesQuery());
  const types = useDictOptions(DICT_CODES.noticeType);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const open = (n: MyNotice) => {
    if (!n.read) markRead.mutate([n.id]);
  };
  return (
    <>
      <div className={styles.head}>
        <Text weight="semibold">{t`Notifications of the last three months`}</Text>
        <Button size="small" appearance="subtle" disabled={!unread || markAll.isPending} onClick={() => markAll.mutate()}>
          {t`Mark all read`}
        </Button>
      </div>
      <QueryState query={query} loadingLabel={t`Loading the notifications…`} errorTitle={t`The notifications could not be loaded.`}>
        {(page) =>
          page.records.length ? (
            <ul className={styles.list}>
              {page.records.map((n) => (
                <li key={n.id}>
                  <Button
                    appearance="subtle"
                    className={styles.item}
                    onClick={() => open(n)}
                    aria-label={n.read ? n.title : t`${n.title} (unread)`}
                  >
                    <span className={n.read ? undefined : styles.unread}>{n.title}</span>
                    {n.body ? (
                      <Text block className={styles.body}>
                        {n.body}
                      </Text>
                    ) : null}
                    <Text block className={styles.meta}>
                      {types.labelOf(n.type)} · {formatDateTime(n.createdAt, { seconds: false })}
                    </Text>
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <Text>{t`No notifications in the last three months.`}</Text>
          )
        }
      </QueryState>
    </>
  );
}
