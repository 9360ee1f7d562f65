// The Fluent toaster, loaded by ToastBridge when the first message arrives. A failed request's
// message names its request id under the text, so the user can quote it to support. Each toast
// has a Dismiss button: Fluent moves Tab into a toast on screen, and one with text only kept the
// keyboard there until it timed out.
import { useEffect } from 'react';
import { Button, Toast, ToastBody, ToastTitle, ToastTrigger, Toaster, useId, useToastController } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { setNotifier, type Intent, type NoticeDetail } from '../api/notify.ts';

export default function ToasterHost({ queued }: { queued: Array<[string, Intent, NoticeDetail?]> }) {
  const toasterId = useId('portal-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const { t } = useLingui();
  useEffect(() => {
    const show = (message: string, intent: Intent, detail?: NoticeDetail) => {
      const requestId = detail?.requestId;
      dispatchToast(
        <Toast>
          <ToastTitle
            action={
              <ToastTrigger>
                <Button
                  appearance="transparent"
                  size="small"
                  icon={<DismissRegular />}
                  aria-label={t`Dismiss`}
                  data-testid="toast-dismiss"
                />
              </ToastTrigger>
            }
          >
            {message}
          </ToastTitle>
          {/* Text only: an embedded application's title and body are never read as HTML. */}
          {detail?.body ? <ToastBody>{detail.body}</ToastBody> : null}
          {requestId ? <ToastBody data-testid="toast-request-id">{t`Request ID: ${requestId}`}</ToastBody> : null}
        </Toast>,
        // A message with an id stays longer: long enough to copy it.
        { intent, timeout: requestId ? 10_000 : intent === 'error' ? 5000 : 3000 },
      );
    };
    for (const [message, intent, detail] of queued.splice(0)) show(message, intent, detail);
    setNotifier(show);
  }, [dispatchToast, queued, t]);
  return <Toaster toasterId={toasterId} position="top" />;
}
