// Routes the API client's messages into Fluent toasts. The toaster (with its motion library)
// loads with the first message instead of with every page: messages wait in a queue meanwhile.
import { Suspense, lazy, useEffect, useState } from 'react';
import { setNotifier, type Intent, type NoticeDetail } from '../api/notify.ts';

const ToasterHost = lazy(() => import('./toaster-host.tsx'));

export function ToastBridge() {
  const [queued] = useState<Array<[string, Intent, NoticeDetail?]>>(() => []);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    setNotifier((message, intent, detail) => {
      queued.push([message, intent, detail]);
      setNeeded(true);
    });
  }, [queued]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost queued={queued} />
    </Suspense>
  );
}
