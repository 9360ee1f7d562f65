// The shell around signed-in pages: header with the platform name, the command palette's button,
// language and user menu.
import { lazy, memo, Suspense, useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { ROUTES, isUnder } from '../../lib/routes.ts';
import { useLingui } from '@lingui/react/macro';
import { Text, ToolbarButton, makeStyles, tokens } from '@fluentui/react-components';
import { platformConfigAtom } from '../../state/platform-state.ts';
import { langAtom } from '../../state/lang-state.ts';
import { currentUserAtom } from '../../state/session-state.ts';
import { markPageShown } from '../../lib/page-settled.ts';
import { MAIN_CONTENT_ID } from '../../lib/main-content.ts';
import { useFirstUse } from '../../components/first-use/use-first-use.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { WatermarkOverlay } from '../../features/watermark/watermark-overlay.tsx';
import { PermissionSync } from '../../features/permissions/permission-sync.tsx';
import { UserNameSync } from './user-name-sync.tsx';
import { SignedInProviders } from './signed-in-providers.tsx';
import { PaletteLauncher } from '../../features/command-palette/palette-launcher.tsx';
import { useArrowKeys } from '../../components/arrow-keys/use-arrow-keys.ts';
import { loadMenuBreadcrumb, usePreloadArea } from '../navigation/area-preload.ts';
import { lazyChunk, loadKept } from '../../lib/lazy-chunk.ts';
// The sidebar and breadcrumb (Fluent Nav, icons, menus) load after the shell so the login
// route's initial JS stays small.
const loadSidebar = () => import('./sidebar.tsx');
const Sidebar = lazyChunk(loadSidebar, (m) => m.Sidebar);
// The notices bell (badge and popover) loads after the shell too.
const loadNoticeBell = () => import('../../features/notices/notice-bell.tsx');
const NoticeBell = lazyChunk(loadNoticeBell, (m) => m.NoticeBell);
/** Fetches the parts every signed-in page shows (navigation/signed-in-chunks.ts). */
export const preloadShellParts = () => Promise.all([loadKept(loadSidebar), loadKept(loadNoticeBell)]);
const MenuBreadcrumb = lazyChunk(loadMenuBreadcrumb, (m) => m.MenuBreadcrumb);
// The user menu (Fluent Menu and the positioning engine) loads on first use.
const loadUserMenu = () => import('./user-menu.tsx');
const UserMenu = lazy(loadUserMenu);
/** Where the breadcrumb shows a trail (home has none, so it does not load its chunk). */
const TRAIL_AREAS = [ROUTES.systemManage, ROUTES.monitor, ROUTES.personalSpace, ROUTES.microApp];

const useStyles = makeStyles({
  shell: { display: 'flex', flexDirection: 'column', height: '100%' },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '0 16px',
    height: '56px',
    flexShrink: 0,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  logo: { width: '28px', height: '28px' },
  title: { flexGrow: 1, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  // Fluent's Toolbar as a plain element (its arrow keys came with tabster; use-arrow-keys.ts).
  tools: { display: 'flex', alignItems: 'center', padding: '4px 8px', color: tokens.colorNeutralForegroundOnBrand },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  sidebarSlot: { width: '256px', flexShrink: 0 },
  content: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'auto',
    padding: '16px 24px 24px',
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    // Focused only as the landing point of the command palette's choice (never by Tab): no ring.
    ':focus': { outlineStyle: 'none' },
  },
});

/** The header: the same on every page, so a navigation (which renders MainLayout again) skips it. */
const ShellHeader = memo(function ShellHeader() {
  const styles = useStyles();
  const { t } = useLingui();
  const config = useAtomValue(platformConfigAtom);
  const lang = useAtomValue(langAtom);
  const user = useAtomValue(currentUserAtom);
  const [menuUsed, menuTrigger] = useFirstUse(loadUserMenu);
  const arrows = useArrowKeys('horizontal');
  const name = config?.i18nName?.[lang] || config?.title || 'Arcana';
  const shownName = user?.realName || user?.username;
  // The accessible name holds the visible label (WCAG 2.5.3, label in name).
  const userButton = (
    <ToolbarButton aria-label={t`User menu: ${shownName}`} aria-haspopup="menu" style={{ color: 'inherit' }} {...menuTrigger}>
      {shownName}
    </ToolbarButton>
  );
  return (
    <header className={styles.header}>
      {config?.indexPageLogo ? <img className={styles.logo} src={config.indexPageLogo} alt="" /> : null}
      <Text className={styles.title}>{name}</Text>
      <div role="toolbar" className={styles.tools} aria-label={t`User tools`} {...arrows}>
        <PaletteLauncher />
        <Suspense fallback={null}>
          <NoticeBell />
        </Suspense>
        <LanguageSwitch />
        {menuUsed ? (
          <Suspense fallback={userButton}>
            <UserMenu defaultOpen />
          </Suspense>
        ) : (
          userButton
        )}
      </div>
    </header>
  );
});

/** What follows the session's state and renders nothing of its own: skipped by a navigation too. */
const ShellSyncs = memo(function ShellSyncs() {
  return (
    <>
      <PermissionSync />
      <UserNameSync />
    </>
  );
});

export function MainLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const [location] = useLocation();
  usePreloadArea(location);
  // Home marks itself once its cards are shown; any other first page lets the shell's
  // prefetches go at idle.
  const hasTrail = TRAIL_AREAS.some((area) => isUnder(location, area));
  useEffect(() => {
    if (hasTrail) markPageShown();
  }, [hasTrail]);
  return (
    <SignedInProviders>
      <div className={styles.shell}>
        <ShellSyncs />
        <WatermarkOverlay />
        <ShellHeader />
        <div className={styles.body}>
          <Suspense fallback={<div className={styles.sidebarSlot} />}>
            <Sidebar />
          </Suspense>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.content}>
            {hasTrail ? (
              <Suspense fallback={null}>
                <MenuBreadcrumb />
              </Suspense>
            ) : null}
            {children}
          </main>
        </div>
      </div>
    </SignedInProviders>
  );
}
