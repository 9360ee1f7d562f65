// Fluent's Spinner, loaded on first use. Its styles are ~2.5 KiB gzip that the login route
// would otherwise carry only for loading states the login form rarely shows; nothing is drawn
// for the few milliseconds until it arrives.
import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SpinnerProps } from '@fluentui/react-components';

const loadSpinner = () => import('./spinner.ts').then((m) => ({ default: m.Spinner }));
const LazySpinner = lazy(loadSpinner);

/** Starts loading the spinner ahead of its first use (e.g. when a form is submitted). */
export const preloadSpinner = (): void => void loadSpinner();

/** A spinner is a progress bar to assistive technology: it is named "Loading" unless told otherwise. */
export function DeferredSpinner(props: SpinnerProps) {
  const { t } = useLingui();
  return (
    <Suspense fallback={null}>
      <LazySpinner aria-label={props.label ? undefined : t`Loading`} {...props} />
    </Suspense>
  );
}
