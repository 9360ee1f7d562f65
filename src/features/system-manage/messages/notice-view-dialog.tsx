// A published notice as its recipients got it, read-only: the title, the body with its line
// breaks (the contract lets them through, so they are paragraphs), whom it went to, who published
// it and when, whether it was withdrawn, and how its deliveries went. Opened from the notices list.
import { useLingui } from '@lingui/react/macro';
import { makeStyles } from '@fluentui/react-components';
import { ViewDialog } from '../../../components/view-dialog/view-dialog.tsx';
import { Facts, type Fact } from '../../../components/facts/facts.tsx';
import { formatDateTime } from '../../../lib/date-format.ts';
import { DICT_CODES, useDictOptions } from '../../../api/dict-options.ts';
import type { NoticePublication } from './messages-api.ts';
import { useChannelNames } from './channel-names.ts';
import { NoticeStatusBadge } from './notice-status.tsx';

const useStyles = makeStyles({
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
});

export function NoticeViewDialog({ notice, onClose }: { notice: NoticePublication | null; onClose(): void }) {
  const styles = useStyles();
  return (
    <ViewDialog open={notice !== null} title={notice?.title} onClose={onClose} maxWidth={720}>
      {notice ? (
        <>
          <NoticeFacts notice={notice} />
          <p className={styles.body} data-testid="notice-body">
            {notice.body}
          </p>
        </>
      ) : null}
    </ViewDialog>
  );
}

function NoticeFacts({ notice: n }: { notice: NoticePublication }) {
  const { t } = useLingui();
  const names = useChannelNames();
  const types = useDictOptions(DICT_CODES.noticeType);
  const a = n.audience;
  // The audience is stored as ids; their count says whom it was chosen for, `recipients` whom it reached.
  const chosen = [
    a.roleIds.length ? t`${a.roleIds.length} roles` : '',
    a.deptIds.length ? t`${a.deptIds.length} departments` : '',
    a.userIds.length ? t`${a.userIds.length} users` : '',
  ].filter(Boolean);
  const facts: Fact[] = [
    [t`Status`, <NoticeStatusBadge status={n.status} />],
    [t`Type`, types.labelOf(n.type)],
    [t`Audience`, a.all ? t`Everyone` : chosen.join(', ')],
    [t`Recipients`, n.recipients],
    [t`Published by`, n.publishedBy || '—'],
    [t`Published on`, formatDateTime(n.createdAt, { seconds: false })],
    [t`Read`, n.read],
    [t`Channels`, n.channels.map((c) => names[c as keyof typeof names] ?? c).join(', ') || '—'],
  ];
  if (n.channels.length) facts.push([t`Deliveries`, t`${n.sent} sent, ${n.pending} pending, ${n.failed} failed`]);
  return <Facts facts={facts} />;
}
