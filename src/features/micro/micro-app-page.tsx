// /passportal/{baseUrl...}: finds the user's application for the path and hosts it in wujie.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useLocation, useParams } from 'wouter';
import { langAtom } from '../../api/lang-state.ts';
import { loadAppMenus } from '../../api/menu-state.ts';
import { entryUrl, findAppByPath, loadMicroApps, prefetchMicroApps, type MicroApp } from './micro-apps.ts';
import { wireMicroBus } from './micro-props.ts';
import { WujieHost } from './wujie-host.tsx';
import { ROUTES } from '../../lib/routes.ts';

type Lookup = { status: 'loading' } | { status: 'error' } | { status: 'ready'; apps: MicroApp[] };

export function MicroAppPage() {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const params = useParams<{ '*': string }>();
  const [, navigate] = useLocation();
  const [lookup, setLookup] = useState<Lookup>({ status: 'loading' });
  const [reload, setReload] = useState(0);

  useEffect(() => {
    wireMicroBus();
    let live = true;
    setLookup({ status: 'loading' });
    loadMicroApps().then((apps) => { if (live) setLookup({ status: 'ready', apps }); }, () => { if (live) setLookup({ status: 'error' }); });
    return () => { live = false; };
  }, [reload]);

  const found = lookup.status === 'ready' ? findAppByPath(lookup.apps, params['*'] ?? '') : null;
  const app = found?.app;

  useEffect(() => {
    if (!app) return undefined;
    void loadAppMenus(app);
    prefetchMicroApps(app.code);
    return () => { void loadAppMenus(null); };
  }, [app]);

  if (lookup.status === 'loading') return <Spinner label={t`Loading applications…`} />;
  if (lookup.status === 'error') {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t`The application list could not be loaded.`}</MessageBarBody>
        <MessageBarActions><Button onClick={() => setReload((n) => n + 1)}>{t`Retry`}</Button></MessageBarActions>
      </MessageBar>
    );
  }
  if (!found || !app) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t`This application does not exist or you may not use it.`}</MessageBarBody>
        <MessageBarActions><Button onClick={() => navigate(ROUTES.home)}>{t`Back to home`}</Button></MessageBarActions>
      </MessageBar>
    );
  }
  const name = app.i18nNames?.[lang] || app.name;
  return <WujieHost key={app.code} app={app} url={entryUrl(app, found.subPath)} name={name} />;
}
