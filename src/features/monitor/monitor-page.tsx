// /monitor/*: each monitor menu entry shows its view URL in an iframe inside the shell, except the
// entries that are pages of the shell itself (app-load). A framed view talks to the shell through
// the app bridge (view-frame.tsx).
import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Redirect, useLocation, useSearch } from 'wouter';
import { langAtom } from '../../state/lang-state.ts';
import { findTrail, flattenNav } from '../../api/menu-model.ts';
import { localName } from '../../lib/local-name.ts';
import { menusAtom } from '../../api/menu-state.ts';
import { VIEW_QUERY_KEY } from '../../lib/menu-paths.ts';
import { ROUTES, isAreaRoot } from '../../lib/routes.ts';
import { ViewFrame } from './view-frame.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px', height: '100%' },
  frame: {
    flexGrow: 1,
    // Sized to its content (fitToContent) it may be taller than the page: the page scrolls.
    flexShrink: 0,
    minHeight: '480px',
    width: '100%',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** Only http(s) URLs and same-site paths may be framed (a query is user-editable). */
export function safeViewUrl(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A view of this origin grows the frame to its whole content, so its tables are never cut off
 * inside the frame (the page scrolls, not the frame). Views of other origins keep the frame's
 * own scrolling: their content cannot be measured.
 */
function fitToContent(frame: HTMLIFrameElement): void {
  let body: HTMLElement | null | undefined;
  try {
    body = frame.contentDocument?.body;
  } catch {
    return; // another origin
  }
  watching.get(frame)?.disconnect();
  if (!body) return;
  // The body's own height (the document's is at least the frame's, which would only grow).
  const fit = () => {
    frame.style.height = `${Math.ceil(body.getBoundingClientRect().height)}px`;
  };
  fit();
  // The views refresh their figures in place: follow their height.
  const observer = new ResizeObserver(fit);
  observer.observe(body);
  watching.set(frame, observer);
}
const watching = new WeakMap<HTMLIFrameElement, ResizeObserver>();

/** Monitor entries drawn by the shell (by menu code) rather than framed. */
const SHELL_VIEWS: Record<string, ReturnType<typeof lazy>> = {
  'app-load': lazy(() => import('./app-load-view.tsx').then((m) => ({ default: m.AppLoadView }))),
};

export function MonitorPage() {
  const styles = useStyles();
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const menus = useAtomValue(menusAtom);
  const [location] = useLocation();
  const search = useSearch();
  if (menus.status === 'idle' || menus.status === 'loading') return <Spinner label={t`Loading menus…`} />;
  const entry = findTrail(menus.monitor, location).at(-1);
  if (!entry) {
    const first = flattenNav(menus.monitor).find((e) => !e.hidden && !e.external);
    if (isAreaRoot(location, ROUTES.monitor) && first) return <Redirect to={first.href} replace />;
    return <Redirect to={ROUTES.noAuthority} replace />;
  }
  // The entry's own view wins; the URL query carries it for links and reloads.
  const ShellView = SHELL_VIEWS[entry.code];
  const src = safeViewUrl(entry.views ?? new URLSearchParams(search).get(VIEW_QUERY_KEY));
  const title = localName(entry, lang);
  return (
    <div className={styles.page}>
      <Title2 as="h1">{title}</Title2>
      {ShellView ? (
        <Suspense fallback={<Spinner label={t`Loading the page…`} />}>
          <ShellView />
        </Suspense>
      ) : src ? (
        <ViewFrame className={styles.frame} src={src} title={title} onLoad={(e) => fitToContent(e.currentTarget)} />
      ) : (
        <p>{t`This monitor entry has no view.`}</p>
      )}
    </div>
  );
}
