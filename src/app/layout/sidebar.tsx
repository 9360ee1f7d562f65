// The sidebar: home, system manage and monitor (server menus), the personal menu, and the open
// application's menus. Expansion mode per application (one category open, or several),
// collapsible to an icon rail, hidden entries left out, new-window entries open a new tab, and
// system-manage entries disabled by an expired or missing licence (all but the licence entry).
import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { atom, useAtom, useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  InlineDrawer,
  Nav,
  NavCategory,
  NavCategoryItem,
  NavDrawerHeader,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PanelLeftContractRegular } from '@fluentui/react-icons/svg/panel-left-contract';
import { PanelLeftExpandRegular } from '@fluentui/react-icons/svg/panel-left-expand';
import { withDeferredLocation, type LocationProps } from '../../lib/deferred-location.tsx';
import { LazyTooltip } from '../../components/lazy-tooltip/lazy-tooltip.tsx';
import { langAtom } from '../../state/lang-state.ts';
import { licenseStatusAtom } from '../../state/platform-state.ts';
import { findOwnerTrail, flattenNav, isEntryDisabled, visibleNav, type NavEntry } from '../../api/menu-model.ts';
import { localName } from '../../lib/local-name.ts';
import { menusAtom, type ExpandMode } from '../../api/menu-state.ts';
import { menuIcon } from '../../components/menu-icons/menu-icons.tsx';
import { usePersonalNav } from '../../features/menus/personal-nav.ts';
import { ROUTES, isUnder } from '../../lib/routes.ts';
import { useArrowKeys } from '../../components/arrow-keys/use-arrow-keys.ts';
import { preloadLink } from '../navigation/area-preload.ts';

/** Collapsed sidebar: kept for the page's lifetime. */
export const sidebarCollapsedAtom = atom(false);

type Area = 'home' | 'system' | 'monitor' | 'personal' | 'app';

interface Section {
  area: Exclude<Area, 'home'>;
  title: string;
  icon: string;
  entries: NavEntry[];
}

const useStyles = makeStyles({
  drawer: {
    height: '100%',
    width: '256px',
    flexShrink: 0,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground4,
  },
  // NavDrawer is this Nav in an InlineDrawer; used as such, because NavDrawer renders Fluent's
  // Drawer, which bundles the overlay drawer (a Dialog with its portal and motions, ~8 KiB gzip)
  // that an always-open sidebar never shows.
  // The drawer's full width: sized to its content, a Chinese sidebar was 160 of its 256 px, its
  // chevrons beside the names and its scrollbar in the middle of the column.
  nav: { height: '100%', minHeight: 0, width: '100%' },
  // Fluent's NavDrawerBody (DrawerBody and its nav styles) as a plain scrolling column.
  body: {
    flex: 1,
    alignSelf: 'stretch',
    position: 'relative',
    zIndex: 1,
    overflow: 'auto',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
    padding: `0 ${tokens.spacingHorizontalXS} calc(${tokens.spacingHorizontalXXL} + 1px) ${tokens.spacingHorizontalMNudge}`,
  },
  // Section names stay on one line ("System management" wrapped in English); a longer one
  // (an administrator's menu name) ends in an ellipsis and keeps its full name as a tooltip.
  category: { whiteSpace: 'nowrap', '& > span': { overflow: 'hidden', textOverflow: 'ellipsis' } },
  rail: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '4px',
    padding: '8px 4px',
    height: '100%',
    boxSizing: 'border-box',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  header: { display: 'flex', justifyContent: 'flex-end' },
  disabled: { opacity: 0.45, cursor: 'not-allowed' },
  sub: { display: 'inline-flex', alignItems: 'center', gap: '8px' },
});

function areaOf(location: string): Area {
  if (isUnder(location, ROUTES.systemManage)) return 'system';
  if (isUnder(location, ROUTES.monitor)) return 'monitor';
  if (isUnder(location, ROUTES.personalSpace)) return 'personal';
  if (isUnder(location, ROUTES.microApp)) return 'app';
  return 'home';
}

/** Sub-items are one level deep in the sidebar; deeper entries are listed under their root. */
const subEntries = (e: NavEntry) => flattenNav(e.children);

/** The sidebar, following the route one render behind the page (deferred-location.tsx). */
export const Sidebar = withDeferredLocation(SidebarAt);

function SidebarAt({ location, navigate }: LocationProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const menus = useAtomValue(menusAtom);
  const license = useAtomValue(licenseStatusAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const personal = usePersonalNav();
  const area = areaOf(location);

  // The sections change with the menus, not with the route: a route change (opening an
  // application from home, say) re-renders the sidebar with the same items, and Fluent's drawer
  // body measures its scroll state (a forced layout) only when its items change.
  const appMenus = area === 'app' && menus.app?.nav.length ? menus.app : null;
  const { system, monitor } = menus;
  const sections: Section[] = useMemo(() => {
    const list: Section[] = [];
    if (appMenus)
      list.push({
        area: 'app',
        title: localName(appMenus, lang) || t`Application`,
        icon: 'apps',
        entries: visibleNav(appMenus.nav),
      });
    if (system.length) list.push({ area: 'system', title: t`System management`, icon: 'settings', entries: visibleNav(system) });
    if (monitor.length) list.push({ area: 'monitor', title: t`Monitor`, icon: 'heart-pulse', entries: visibleNav(monitor) });
    list.push({ area: 'personal', title: t`Personal space`, icon: 'person', entries: personal });
    return list;
  }, [appMenus, system, monitor, personal, t, lang]);

  const expandMode: ExpandMode = area === 'app' && menus.app ? menus.app.expandMode : 'single';
  const [open, setOpen] = useState<string[]>([]);
  // The area being visited is open; in single mode it is the only one.
  useEffect(() => {
    if (area === 'home') return;
    // The same list when nothing changes, so returning to an area re-renders nothing.
    setOpen((prev) =>
      expandMode === 'single' ? (prev.length === 1 && prev[0] === area ? prev : [area]) : prev.includes(area) ? prev : [...prev, area],
    );
  }, [area, expandMode]);

  const sectionEntries = sections.find((s) => s.area === area)?.entries ?? [];
  // Always a string: Fluent's Nav decides on its first render whether `selectedValue` controls it,
  // and one that starts undefined (the menus not loaded yet, as after a reload) left it uncontrolled
  // for good, so the entry of the page shown was never marked. '' marks none.
  const selected = area === 'home' ? 'home' : (findOwnerTrail(sectionEntries, location).at(-1)?.code ?? '');

  // The drawer body's items, kept while only the route changes (see `sections`); the selection
  // follows the route through the Nav's selectedValue.
  const licenseStatus = license?.status;
  const body = useMemo(() => {
    const go = (e: MouseEvent, entry: NavEntry, sectionArea: Section['area']) => {
      e.preventDefault();
      if (isEntryDisabled(entry, sectionArea === 'system' ? 'system' : 'other', licenseStatus)) return;
      if (entry.newWindow || entry.external) {
        window.open(entry.href, '_blank', 'noopener,noreferrer');
        return;
      }
      navigate(entry.href);
    };

    const itemProps = (entry: NavEntry, sectionArea: Section['area']) => {
      const disabled = isEntryDisabled(entry, sectionArea === 'system' ? 'system' : 'other', licenseStatus);
      return {
        value: entry.code,
        href: entry.href,
        onClick: (e: MouseEvent) => go(e, entry, sectionArea),
        // The page's code is on its way before the click (area-preload.ts).
        onPointerEnter: () => preloadLink(entry.href),
        onFocus: () => preloadLink(entry.href),
        'aria-disabled': disabled || undefined,
        className: disabled ? styles.disabled : undefined,
        target: entry.newWindow ? '_blank' : undefined,
        'data-testid': `nav-${entry.code}`,
      };
    };

    return (
      <SidebarBody>
        <NavItem
          value="home"
          href={ROUTES.home}
          icon={<Icon name="home" />}
          onClick={(e) => {
            e.preventDefault();
            navigate(ROUTES.home);
          }}
        >{t`Home`}</NavItem>
        {sections.map((s) => (
          <NavCategory key={s.area} value={s.area}>
            <NavCategoryItem
              className={styles.category}
              title={s.title}
              icon={<Icon name={s.icon} />}
              data-testid={`nav-section-${s.area}`}
            >
              {s.title}
            </NavCategoryItem>
            <NavSubItemGroup>
              {s.entries
                .flatMap((e) => [e, ...subEntries(e)])
                .filter((e) => !e.hidden)
                .map((e) => (
                  <NavSubItem key={e.code} {...itemProps(e, s.area)}>
                    <span className={styles.sub}>
                      <Icon name={e.icon ?? ''} />
                      {localName(e, lang)}
                    </span>
                  </NavSubItem>
                ))}
            </NavSubItemGroup>
          </NavCategory>
        ))}
      </SidebarBody>
    );
  }, [sections, lang, licenseStatus, navigate, styles, t]);

  if (collapsed) {
    return (
      <nav className={styles.rail} aria-label={t`Main menu`}>
        <LazyTooltip content={t`Expand menu`} relationship="label">
          <Button appearance="subtle" icon={<PanelLeftExpandRegular />} onClick={() => setCollapsed(false)} />
        </LazyTooltip>
        <RailButton label={t`Home`} icon="home" onClick={() => navigate(ROUTES.home)} />
        {sections.map((s) => {
          const first = s.entries.find((e) => !isEntryDisabled(e, s.area === 'system' ? 'system' : 'other', license?.status));
          return <RailButton key={s.area} label={s.title} icon={s.icon} onClick={() => first && navigate(first.href)} />;
        })}
      </nav>
    );
  }

  const toggle = (value: string) =>
    setOpen((prev) => {
      if (prev.includes(value)) return prev.filter((v) => v !== value);
      return expandMode === 'single' ? [value] : [...prev, value];
    });

  return (
    <InlineDrawer open className={styles.drawer}>
      <Nav
        role="navigation"
        className={styles.nav}
        aria-label={t`Main menu`}
        multiple={expandMode === 'multiple'}
        openCategories={open}
        onNavCategoryItemToggle={(_, d) => toggle(d.categoryValue ?? d.value)}
        selectedValue={selected}
        data-expand-mode={expandMode}
      >
        <NavDrawerHeader className={styles.header}>
          <LazyTooltip content={t`Collapse menu`} relationship="label">
            <Button appearance="subtle" icon={<PanelLeftContractRegular />} onClick={() => setCollapsed(true)} />
          </LazyTooltip>
        </NavDrawerHeader>
        {body}
      </Nav>
    </InlineDrawer>
  );
}

/**
 * NavDrawerBody without its scroll-state measurement. Fluent's drawer body reads its scroll and
 * client heights in a layout effect whenever its children change, which forces a layout of the
 * whole page in the middle of React's commit; the sidebar's items change at every application
 * open (its menus come and go), so each open paid a layout that the application's own mount then
 * invalidated (3-40 ms per prefetched open in a trace). The only use of that state is a separator
 * under the drawer header when the list is scrolled, which this header does not need. The arrow
 * keys move between the items as in NavDrawerBody (use-arrow-keys.ts, without tabster).
 */
function SidebarBody({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const arrows = useArrowKeys('vertical');
  return (
    <div className={styles.body} {...arrows}>
      {children}
    </div>
  );
}

function Icon({ name }: { name: string }) {
  const C = menuIcon(name);
  return <C />;
}

function RailButton({ label, icon, onClick }: { label: string; icon: string; onClick(): void }) {
  return (
    <LazyTooltip content={label} relationship="label" positioning="after">
      <Button appearance="subtle" icon={<Icon name={icon} />} onClick={onClick} />
    </LazyTooltip>
  );
}
