// The header's notices button: the unread count as a badge (GET /desk/notice/unread-count), and a
// popover with the latest notices of the last three months (notice-popover.tsx, loaded on first
// use); opening one marks it read.
import { Suspense, lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { CounterBadge, ToolbarButton, makeStyles } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons/svg/alert';
import { useFirstUse } from '../../components/first-use/use-first-use.ts';
import { unreadCountQuery } from './notices-api.ts';

const loadPopover = () => import('./notice-popover.tsx');
const NoticePopover = lazy(loadPopover);

const useStyles = makeStyles({
  bell: { position: 'relative', color: 'inherit' },
  badge: { position: 'absolute', top: '2px', right: '0' },
});

/** The bell and its unread badge; the popover (Fluent Popover, the positioning engine, the list)
 *  loads on first use. */
export function NoticeBell() {
  const { t } = useLingui();
  const styles = useStyles();
  const unread = useQuery(unreadCountQuery()).data ?? 0;
  const [used, trigger] = useFirstUse(loadPopover);
  const bell = (
    <ToolbarButton
      className={styles.bell}
      icon={<AlertRegular />}
      aria-label={unread ? t`Notifications, ${unread} unread` : t`Notifications`}
      data-testid="notice-bell"
      {...(used ? {} : { ...trigger, 'aria-haspopup': 'dialog' as const })}
    >
      {unread ? <CounterBadge className={styles.badge} count={unread} size="small" color="danger" data-testid="notice-badge" /> : null}
    </ToolbarButton>
  );
  if (!used) return bell;
  return (
    <Suspense fallback={bell}>
      <NoticePopover unread={unread}>{bell}</NoticePopover>
    </Suspense>
  );
}
