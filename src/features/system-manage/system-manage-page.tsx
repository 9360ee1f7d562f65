// /system-manage/*: the page the registry (pages.ts) names for the menu entry matching the
// location, or its sub-page; /system-manage itself opens the first usable entry. Menus come from
// shared state loaded at sign-in, so this page does not depend on the sidebar. The licence gate
// wraps the whole area in the route table.
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@fluentui/react-components';
import { Redirect, useLocation } from 'wouter';
import { langAtom } from '../../state/lang-state.ts';
import { licenseStatusAtom } from '../../state/platform-state.ts';
import { localName } from '../../lib/local-name.ts';
import { menusAtom } from '../../api/menu-state.ts';
import { ROUTES, isAreaRoot } from '../../lib/routes.ts';
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import { useAdminCatalog } from '../../lib/catalogs.ts';
import { NoPageEntry } from './no-page-entry.tsx';
import { SYSTEM_PAGES } from './pages.ts';
import { firstSystemEntry, resolveSystemPage } from './page-resolution.ts';
import type { PageLoader, SystemPageProps } from './page-types.ts';

// One lazy component per loader, so moving between pages never remounts the one on screen.
const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType<SystemPageProps>>>();
const lazyPage = (loader: PageLoader) => {
  let page = lazyPages.get(loader);
  if (!page) lazyPages.set(loader, (page = lazyChunk(loader, (m) => m.default)));
  return page;
};

export function SystemManagePage() {
  // Before any of the area's strings: a language switched to after the idle preload has no
  // admin catalog yet.
  useAdminCatalog();
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const menus = useAtomValue(menusAtom);
  const license = useAtomValue(licenseStatusAtom);
  const [location] = useLocation();
  if (menus.status === 'idle' || menus.status === 'loading') return <Spinner label={t`Loading menus…`} />;
  const resolved = resolveSystemPage(menus.system, location, SYSTEM_PAGES);
  if (!resolved) {
    const first = firstSystemEntry(menus.system, license?.status);
    if (isAreaRoot(location, ROUTES.systemManage) && first) return <Redirect to={first.href} replace />;
    return <Redirect to={ROUTES.noAuthority} replace />;
  }
  const title = localName(resolved.entry, lang);
  const Page = resolved.loader ? lazyPage(resolved.loader) : null;
  if (!Page) return <NoPageEntry title={title} />;
  return (
    <Suspense fallback={<Spinner label={t`Loading the page…`} />}>
      <Page key={resolved.entry.code + (resolved.subRoute ?? '')} title={title} entry={resolved.entry} params={resolved.params} />
    </Suspense>
  );
}
