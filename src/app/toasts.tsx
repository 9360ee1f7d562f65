// Routes the API client's messages into Fluent toasts.
import { useEffect } from 'react';
import { Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { setNotifier } from '../api/notify.ts';

export function ToastBridge() {
  const toasterId = useId('portal-toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(() => {
    setNotifier((message, intent) => {
      dispatchToast(
        <Toast><ToastTitle>{message}</ToastTitle></Toast>,
        { intent, timeout: intent === 'error' ? 5000 : 3000 },
      );
    });
  }, [dispatchToast]);
  return <Toaster toasterId={toasterId} position="top" />;
}
