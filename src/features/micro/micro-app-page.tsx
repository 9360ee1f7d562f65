// /passportal/{baseUrl...}: finds the user's application for the path and hosts it in wujie.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { enabledAppsQuery } from '../../api/app-list.ts';
import { ErrorRetry } from '../../components/query-state/error-retry.tsx';
import { useLocation, useParams } from 'wouter';
import { langAtom } from '../../state/lang-state.ts';
import { loadAppMenus } from '../../api/menu-state.ts';
import { blockedBy, type BlockReason } from '../../lib/app-access.ts';
import { entryUrl, findAppByPath, prefetchMicroApps } from './micro-apps.ts';
import { wireMicroBus } from './micro-props.ts';
import { WujieHost } from './wujie-host.tsx';
import { ROUTES } from '../../lib/routes.ts';
import { localName } from '../../lib/local-name.ts';

export function MicroAppPage() {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const params = useParams<{ '*': string }>();
  const [, navigate] = useLocation();
  const apps = useQuery(enabledAppsQuery());
  useEffect(() => {
    wireMicroBus();
  }, []);

  const found = apps.data ? findAppByPath(apps.data, params['*'] ?? '') : null;
  const app = found?.app;

  useEffect(() => {
    if (!app) return undefined;
    void loadAppMenus(app);
    prefetchMicroApps(app.code);
    return () => {
      void loadAppMenus(null);
    };
  }, [app]);

  if (!apps.data) {
    return apps.isError ? (
      <ErrorRetry title={t`The application list could not be loaded.`} error={apps.error} onRetry={() => void apps.refetch()} />
    ) : (
      <Spinner label={t`Loading applications…`} />
    );
  }
  if (!found || !app) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t`This application does not exist or you may not use it.`}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => navigate(ROUTES.home)}>{t`Back to home`}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  const name = localName(app, lang);
  const blocked = blockedBy(app);
  if (blocked) {
    // The same rule as the home card and quick access: a typed or bookmarked path opens nothing either.
    const blockedText: Record<BlockReason, string> = {
      disabled: t`it is disabled`,
      expired: t`its licence has expired`,
      restricted: t`its licence is restricted`,
      unactivated: t`its licence is not activated`,
    };
    return (
      <MessageBar intent="warning" data-testid="app-blocked" data-reason={blocked}>
        <MessageBarBody>{t`${name} cannot be opened: ${blockedText[blocked]}.`}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => navigate(ROUTES.home)}>{t`Back to home`}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return <WujieHost key={app.code} app={app} url={entryUrl(app, found.subPath)} name={name} />;
}
