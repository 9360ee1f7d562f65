// A published notice as its recipients got it, read-only: the title, the body with its line
// breaks (the contract lets them through, so they are paragraphs), whom it went to, who published
// it and when, whether it was withdrawn, and how its deliveries went. Opened from the notices list.
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DICT_CODES, useDictOptions } from '../../../api/dict-options.ts';
import type { NoticePublication } from './messages-api.ts';
import { useChannelNames } from './channel-names.ts';
import { NoticeStatusBadge } from './notice-status.tsx';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '90vw' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: '0 0 16px' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
});

export function NoticeViewDialog({ notice, onClose }: { notice: NoticePublication | null; onClose(): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(_, d) => {
        if (!d.open) onClose();
      }}
    >
      <DialogSurface className={styles.surface}>
        {notice ? (
          <DialogBody>
            <DialogTitle>{notice.title}</DialogTitle>
            <DialogContent>
              <NoticeFacts notice={notice} />
              <p className={styles.body} data-testid="notice-body">
                {notice.body}
              </p>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t`Close`}</Button>
            </DialogActions>
          </DialogBody>
        ) : null}
      </DialogSurface>
    </Dialog>
  );
}

function NoticeFacts({ notice: n }: { notice: NoticePublication }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const names = useChannelNames();
  const types = useDictOptions(DICT_CODES.noticeType);
  const a = n.audience;
  // The audience is stored as ids; their count says whom it was chosen for, `recipients` whom it reached.
  const chosen = [
    a.roleIds.length ? t`${a.roleIds.length} roles` : '',
    a.deptIds.length ? t`${a.deptIds.length} departments` : '',
    a.userIds.length ? t`${a.userIds.length} users` : '',
  ].filter(Boolean);
  const recipients = n.recipients;
  const audience = `${a.all ? t`Everyone` : chosen.join(', ')} (${t`${recipients} recipients`})`;
  const facts: Array<[string, React.ReactNode]> = [
    [t`Status`, <NoticeStatusBadge status={n.status} />],
    [t`Type`, types.labelOf(n.type)],
    [t`Audience`, audience],
    [t`Published by`, n.publishedBy || '—'],
    [t`Published on`, i18n.date(n.createdAt, { dateStyle: 'medium', timeStyle: 'short' })],
    [t`Read`, n.read],
    [t`Channels`, n.channels.map((c) => names[c as keyof typeof names] ?? c).join(', ') || '—'],
  ];
  if (n.channels.length) facts.push([t`Deliveries`, t`${n.sent} sent, ${n.pending} pending, ${n.failed} failed`]);
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
