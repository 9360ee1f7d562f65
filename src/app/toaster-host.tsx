// The Fluent toaster, loaded by ToastBridge when the first message arrives.
import { useEffect } from 'react';
import { Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { setNotifier, type Intent } from '../api/notify.ts';

export default function ToasterHost({ queued }: { queued: Array<[string, Intent]> }) {
  const toasterId = useId('portal-toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(() => {
    const show = (message: string, intent: Intent) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent, timeout: intent === 'error' ? 5000 : 3000 },
      );
    for (const [message, intent] of queued.splice(0)) show(message, intent);
    setNotifier(show);
  }, [dispatchToast, queued]);
  return <Toaster toasterId={toasterId} position="top" />;
}
