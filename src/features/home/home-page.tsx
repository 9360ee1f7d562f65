// Home: quick access, favourites and the user's applications in their groups, with a search
// box; opens the default application once per page load (or says why it cannot).
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Caption1, SearchBox, Spinner, Subtitle2, Title2, makeStyles } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { langAtom } from '../../state/lang-state.ts';
import { currentUserAtom } from '../../state/session-state.ts';
import { appRoute, groupApps, searchApps, type HomeApp, type UnusableReason } from './home-api.ts';
import { blockedBy, opensInWindow } from '../../lib/app-access.ts';
import { AppCard } from './app-card.tsx';
import { QuickAccess } from './quick-access.tsx';
import { useHomeData } from './use-home-data.ts';
import { DEFAULT_APP_NOTICE_MS, resolveDefaultApp } from './default-app.ts';
import { ROUTES } from '../../lib/routes.ts';
import { markPageShown } from '../../lib/page-settled.ts';
import { localName } from '../../lib/local-name.ts';

// What home shows only when something went wrong (Fluent's MessageBar) loads when it has to.
const DefaultAppNotice = lazy(() => import('./default-app-notice.tsx'));
const ErrorRetry = lazy(() => import('../../components/query-state/error-retry.tsx').then((m) => ({ default: m.ErrorRetry })));

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '24px', maxWidth: '1200px' },
  top: { display: 'flex', alignItems: 'center', gap: '16px', flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  grid: { display: 'flex', flexWrap: 'wrap', gap: '16px', marginTop: '8px' },
});

function useDefaultApp() {
  const [, navigate] = useLocation();
  const [notice, setNotice] = useState<{ reason: UnusableReason | null; name?: string } | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    resolveDefaultApp()
      .then((outcome) => {
        if (outcome.kind === 'open') navigate(appRoute(outcome.app));
        if (outcome.kind === 'unusable') {
          setNotice({ reason: outcome.reason, name: outcome.name });
          timer = setTimeout(() => {
            setNotice(null);
            navigate(ROUTES.home, { replace: true });
          }, DEFAULT_APP_NOTICE_MS);
        }
      })
      .catch(() => {
        /* without the check the user simply stays home */
      });
    return () => clearTimeout(timer);
  }, [navigate]);
  return notice;
}

export function HomePage() {
  const styles = useStyles();
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const home = useHomeData();
  const notice = useDefaultApp();
  const user = useAtomValue(currentUserAtom);
  const userName = user?.realName || user?.username || '';
  const { data } = home;

  const found = useMemo(() => (data ? searchApps(data.apps, query) : []), [data, query]);
  const sections = useMemo(() => (data ? groupApps(found, data.groups) : []), [data, found]);
  const favourites = found.filter((a) => a.collected);
  // The shell's prefetches wait for the cards (or the failure) to be on screen.
  const shown = data != null || home.error != null;
  useEffect(() => {
    if (shown) markPageShown();
  }, [shown]);
  // Every way of opening an app from home (card, quick access, default) goes through here.
  const open = (app: HomeApp) => {
    if (blockedBy(app)) return;
    if (opensInWindow(app)) window.open(app.address, '_blank', 'noopener');
    else navigate(appRoute(app));
  };

  const card = (app: HomeApp) => (
    <AppCard
      key={app.id}
      app={app}
      lang={lang}
      inQuickAccess={data!.settings.quickAccess.some((q) => q.appId === app.id)}
      quickAccessFull={data!.settings.quickAccess.length >= data!.settings.maxQuickAccess}
      isDefault={data!.settings.defaultAppId === app.id}
      onOpen={open}
      onToggleFavourite={(a) => void home.toggleFavourite(a)}
      onToggleQuickAccess={(a) => void home.toggleQuickAccess(a)}
      onToggleDefault={(a) => void home.toggleDefault(a)}
    />
  );

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Title2 as="h1" className={styles.grow}>{t`Welcome, ${userName}`}</Title2>
        {home.busy ? <Spinner size="tiny" aria-label={t`Saving`} /> : null}
        <SearchBox
          aria-label={t`Search applications`}
          placeholder={t`Search applications`}
          value={query}
          onChange={(_, d) => setQuery(d.value)}
        />
      </div>

      <Suspense fallback={null}>
        {notice ? <DefaultAppNotice reason={notice.reason} /> : null}
        {home.error ? <ErrorRetry title={t`The applications could not be loaded.`} error={home.error} onRetry={home.reload} /> : null}
      </Suspense>

      {home.loading ? <Spinner label={t`Loading applications…`} /> : null}
      {data ? (
        <>
          <QuickAccess
            entries={data.quick}
            max={data.settings.maxQuickAccess}
            lang={lang}
            onOpen={(e) => e.app && open(e.app)}
            onRemove={(e) => void home.removeQuickAccess(e.appId)}
          />
          {favourites.length > 0 ? (
            <section aria-labelledby="favourites-title" data-testid="favourites">
              <Subtitle2 as="h2" id="favourites-title">{t`Favourites`}</Subtitle2>
              <div className={styles.grid}>{favourites.map(card)}</div>
            </section>
          ) : null}
          {data.apps.length === 0 ? <Caption1>{t`No applications are available to you yet.`}</Caption1> : null}
          {data.apps.length > 0 && found.length === 0 ? <Caption1>{t`No application matches “${query}”.`}</Caption1> : null}
          {sections.map((s) => (
            <section key={s.key} aria-labelledby={`${s.key}-title`} data-testid="app-group">
              <Subtitle2 as="h2" id={`${s.key}-title`}>
                {s.group ? localName(s.group, lang) : t`Other applications`}
              </Subtitle2>
              <div className={styles.grid}>{s.apps.map(card)}</div>
            </section>
          ))}
        </>
      ) : null}
    </div>
  );
}
