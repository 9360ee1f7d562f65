// "Your default application is not available", loaded by home only when it has to say it (Fluent's
// MessageBar is not part of what home needs to render its cards).
import { useLingui } from '@lingui/react/macro';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { UnusableReason } from './home-api.ts';
import { useHomeLabels } from './home-labels.ts';

export default function DefaultAppNotice({ reason }: { reason: UnusableReason | null }) {
  const { t } = useLingui();
  const labels = useHomeLabels();
  return (
    <MessageBar intent="warning" role="alert" data-testid="default-app-notice">
      <MessageBarBody>
        <MessageBarTitle>{t`Your default application is not available`}</MessageBarTitle>
        {reason ? `${labels.reason[reason]}. ` : ''}
        {t`You are being taken to the platform home.`}
      </MessageBarBody>
    </MessageBar>
  );
}
