// Our small React wrapper around wujie's startApp (wujie-react's component ignores prop changes
// and never destroys its application). It mounts one application into its own element, shows a
// loading indicator, an error panel with retry, and destroys the application when it goes. It
// hands the app bridge the shell's confirm dialog and router, and disposes what the
// application's bridge subscribed when it unmounts.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { bus, startApp } from 'wujie';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { shouldPrefetch } from '../../lib/app-access.ts';
import { type MicroApp, entryUrl, failedEntries, findAppByPath, sharedOptions, startUrl } from './micro-apps.ts';
import { ROUTES } from '../../lib/routes.ts';
import { APP_READY_EVENT, disposeBridge, microProps, setMicroServices } from './micro-props.ts';
import { useConfirm } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { activateApp, releaseApp, trackStart, unmountHooks } from './singular.ts';
import { createWatchdog, retryAfterError } from './watchdog.ts';
import { recordLoad } from './load-telemetry.ts';

export type HostState = 'loading' | 'slow' | 'ready' | 'error';

/** How long an open may go on before the loading indicator covers the application's area. A
 *  prefetched application mounts within a frame or two of the click, and an indicator drawn for
 *  that long only flickered over its first content (and cost the click's task its render). */
const INDICATOR_DELAY_MS = 300;

const useStyles = makeStyles({
  root: { position: 'relative', flexGrow: 1, minHeight: '320px', backgroundColor: tokens.colorNeutralBackground1 },
  frame: { height: '100%', overflow: 'auto' },
  overlay: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  error: { position: 'absolute', inset: 0, padding: '24px', backgroundColor: tokens.colorNeutralBackground1 },
});

/** The entry URL the micro-app page computes for a shell path inside `app`. */
function entryFor(app: MicroApp, path: string): string | null {
  const rest = new URL(path, window.location.origin).pathname.slice(ROUTES.microApp.length + 1);
  const found = findAppByPath([app], rest);
  return found ? entryUrl(app, found.subPath) : null;
}

export function WujieHost({ app, url, name }: { app: MicroApp; url: string; name: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  const el = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<HostState>('loading');
  const [attempt, setAttempt] = useState(0);
  const retryCtl = useRef<AbortController | null>(null);
  const confirm = useConfirm();
  const [, navigate] = useLocation();
  // The entry started: an address the application itself announced (portal.navigate inside it)
  // keeps the running application instead of starting it again at that address.
  const [started, setStarted] = useState(url);
  const [announced, setAnnounced] = useState<string | null>(null);
  if (url !== started && url !== announced) setStarted(url);
  // The load whose indicator is due (its delay passed while it was still loading).
  const loadKey = `${started} ${attempt}`;
  const [indicated, setIndicated] = useState<string | null>(null);
  const waiting = state === 'loading' || state === 'slow';
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setIndicated(loadKey), INDICATOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting, loadKey]);
  const indicator = state === 'slow' || (state === 'loading' && indicated === loadKey);

  useEffect(() => {
    setMicroServices({
      confirm,
      navigate: (to, { replace, inside }) => {
        if (inside) setAnnounced(entryFor(app, to));
        navigate(to, { replace });
      },
    });
    return () => setMicroServices(null);
  }, [confirm, navigate, app]);

  useEffect(() => {
    const host = el.current;
    if (!host) return undefined;
    let live = true;
    let failed = false;
    const entry = startUrl(started, attempt);
    const load = recordLoad(app.code, entry);
    const dog = createWatchdog(app.code, {
      onTimeout: () => {
        load.timedOut();
        if (live) setState((s) => (s === 'loading' ? 'slow' : s));
      },
    });
    const endBootstrap = dog.start('bootstrap');
    let endMount: (() => void) | undefined;
    const onReady = () => {
      dog.routerStarted();
      load.ready();
    };
    bus.$on(APP_READY_EVENT, onReady);
    dog.expectRouter();
    setState('loading');
    activateApp(app.code);
    const hooks = unmountHooks(app.code);
    const starting = startApp({
      ...sharedOptions(app),
      url: entry,
      el: host,
      props: microProps(app),
      sync: false,
      // An application opened cold runs its scripts at once, not one per idle period (wujie's
      // fiber mode waits for the shell's main thread to go idle before each script and mount).
      fiber: false,
      loadError: () => {
        failed = true;
        load.failed();
        failedEntries.add(started);
        if (live) setState('error');
      },
      beforeMount: () => {
        endMount = dog.start('mount');
        load.mountStarted();
      },
      afterMount: () => {
        endMount?.();
        load.mountEnded();
      },
      ...hooks,
      afterUnmount: () => {
        hooks.afterUnmount();
        disposeBridge(app.code);
      },
    });
    trackStart(app.code, starting);
    starting.then(
      () => {
        endBootstrap();
        load.bootstrapped();
        if (!failed) failedEntries.delete(started);
        if (live && !failed) setState('ready');
      },
      () => {
        endBootstrap();
        load.failed();
        if (live) setState('error');
      },
    );
    return () => {
      live = false;
      bus.$off(APP_READY_EVENT, onReady);
      disposeBridge(app.code);
      dog.dispose();
      load.close();
      // An application that allows prefetch stays pre-executed, so the next open only mounts it.
      releaseApp(app.code, shouldPrefetch(app) && !failed);
    };
  }, [app, started, attempt]);

  useEffect(() => () => retryCtl.current?.abort(), []);

  const retry = () => {
    setState('loading');
    releaseApp(app.code);
    retryCtl.current?.abort();
    retryCtl.current = new AbortController();
    retryAfterError(() => setAttempt((n) => n + 1), retryCtl.current.signal);
  };

  return (
    <div className={styles.root} data-micro-app={app.code} data-state={state} aria-busy={waiting}>
      <div ref={el} className={styles.frame} />
      {indicator ? (
        <div className={styles.overlay}>
          <Spinner label={state === 'slow' ? t`${name} is taking longer than usual…` : t`Loading ${name}…`} />
        </div>
      ) : null}
      {state === 'error' ? (
        <div className={styles.error}>
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t`${name} could not be loaded`}</MessageBarTitle>
              {t`Check your network connection and try again. If it keeps failing, contact the application's administrator.`}
            </MessageBarBody>
            <MessageBarActions>
              <Button appearance="primary" onClick={retry}>{t`Retry`}</Button>
            </MessageBarActions>
          </MessageBar>
        </div>
      ) : null}
    </div>
  );
}
