// A publication's status in the user's language: published, or withdrawn (gone from every
// recipient's notifications, kept in the administrator's list).
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@fluentui/react-components';
import type { NoticePublication } from './messages-api.ts';

export function NoticeStatusBadge({ status }: { status: NoticePublication['status'] }) {
  const { t } = useLingui();
  return status === 'withdrawn' ? (
    <Badge appearance="tint" color="subtle">{t`Withdrawn`}</Badge>
  ) : (
    // "Published" alone is the publishing time's column: this one is the state.
    <Badge appearance="tint" color="success">
      {t({ message: 'Published', context: 'notice status' })}
    </Badge>
  );
}
