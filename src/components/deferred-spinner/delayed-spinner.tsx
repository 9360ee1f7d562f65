// A fallback for loads that are usually fast: nothing is drawn (and the spinner's chunk is not
// fetched) until `delay` ms have passed, so a load that ends sooner neither flashes a spinner nor
// downloads one. A slow load still shows the usual "Loading" progress bar. 300 ms is the common
// rule for "no indicator before": a shorter wait flashes one, a longer one looks stuck.
import { useEffect, useState } from 'react';
import type { SpinnerProps } from '@fluentui/react-components';
import { DeferredSpinner } from './deferred-spinner.tsx';

export function DelayedSpinner({ delay = 300, ...props }: SpinnerProps & { delay?: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return shown ? <DeferredSpinner {...props} /> : null;
}
