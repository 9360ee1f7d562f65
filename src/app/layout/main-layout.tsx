// The shell around signed-in pages: header with the platform name, language and user menu.
import { lazy, Suspense, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { ROUTES, PROFILE_TABS } from '../../lib/routes.ts';
import { useLingui } from '@lingui/react/macro';
import {
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  Toolbar,
  ToolbarButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { platformConfigAtom } from '../../api/platform-state.ts';
import { langAtom } from '../../api/lang-state.ts';
import { currentUserAtom } from '../../api/session-state.ts';
import { logout } from '../../features/login/logout.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { WatermarkOverlay } from '../../features/watermark/watermark-overlay.tsx';
import { PermissionSync } from '../../features/permissions/permission-sync.tsx';
import { SignedInProviders } from './signed-in-providers.tsx';
// The sidebar and breadcrumb (Fluent Nav, icons, menus) load after the shell so the login
// route's initial JS stays small.
const Sidebar = lazy(() => import('./sidebar.tsx').then((m) => ({ default: m.Sidebar })));
// The notices bell (badge and popover) loads after the shell too.
const NoticeBell = lazy(() => import('../../features/notices/notice-bell.tsx').then((m) => ({ default: m.NoticeBell })));
const MenuBreadcrumb = lazy(() => import('../../features/menus/menu-breadcrumb.tsx').then((m) => ({ default: m.MenuBreadcrumb })));

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
  tools: { color: tokens.colorNeutralForegroundOnBrand },
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
  },
});

export function MainLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const { t } = useLingui();
  const config = useAtomValue(platformConfigAtom);
  const lang = useAtomValue(langAtom);
  const user = useAtomValue(currentUserAtom);
  const [, navigate] = useLocation();
  const name = config?.i18nName?.[lang] || config?.title || 'Arcana';
  return (
    <SignedInProviders>
      <div className={styles.shell}>
        <PermissionSync />
        <WatermarkOverlay />
        <header className={styles.header}>
          {config?.indexPageLogo ? <img className={styles.logo} src={config.indexPageLogo} alt="" /> : null}
          <Text className={styles.title}>{name}</Text>
          <Toolbar className={styles.tools} aria-label={t`User tools`}>
            <Suspense fallback={null}>
              <NoticeBell />
            </Suspense>
            <LanguageSwitch />
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <ToolbarButton aria-label={t`User menu`} style={{ color: 'inherit' }}>
                  {user?.realName || user?.username}
                </ToolbarButton>
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  <MenuItem onClick={() => navigate(ROUTES.profile)}>{t`Personal space`}</MenuItem>
                  <MenuItem onClick={() => navigate(`${ROUTES.profile}?tab=${PROFILE_TABS.password}`)}>{t`Change password`}</MenuItem>
                  <MenuItem onClick={() => void logout()}>{t`Log out`}</MenuItem>
                </MenuList>
              </MenuPopover>
            </Menu>
          </Toolbar>
        </header>
        <div className={styles.body}>
          <Suspense fallback={<div className={styles.sidebarSlot} />}>
            <Sidebar />
          </Suspense>
          <main className={styles.content}>
            <Suspense fallback={null}>
              <MenuBreadcrumb />
            </Suspense>
            {children}
          </main>
        </div>
      </div>
    </SignedInProviders>
  );
}
