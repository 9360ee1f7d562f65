// Breadcrumb of the current page, from the menu trail that matches the location.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem } from '@fluentui/react-components';
import { Fragment } from 'react';
import { withDeferredLocation, type LocationProps } from '../../lib/deferred-location.tsx';
import { langAtom } from '../../state/lang-state.ts';
import { findOwnerTrail } from '../../api/menu-model.ts';
import { localName } from '../../lib/local-name.ts';
import { menusAtom } from '../../api/menu-state.ts';
import { usePersonalNav } from './personal-nav.ts';
import { ROUTES, isUnder } from '../../lib/routes.ts';

/** The breadcrumb, following the route one render behind the page (deferred-location.tsx). */
export const MenuBreadcrumb = withDeferredLocation(MenuBreadcrumbAt);

function MenuBreadcrumbAt({ location, navigate }: LocationProps) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const menus = useAtomValue(menusAtom);
  const personal = usePersonalNav();
  const areas = [
    { prefix: ROUTES.systemManage, title: t`System management`, nav: menus.system },
    { prefix: ROUTES.monitor, title: t`Monitor`, nav: menus.monitor },
    { prefix: ROUTES.personalSpace, title: t`Personal space`, nav: personal },
    {
      prefix: ROUTES.microApp,
      title: menus.app?.name ? localName(menus.app, lang) : t`Applications`,
      nav: menus.app?.nav ?? [],
    },
  ];
  const area = areas.find((a) => isUnder(location, a.prefix));
  if (!area) return null;
  const trail = findOwnerTrail(area.nav, location);
  const items = [
    { key: 'home', label: t`Home`, href: ROUTES.home as string },
    { key: area.prefix, label: area.title, href: undefined as string | undefined },
    ...trail.map((e) => ({ key: e.code, label: localName(e, lang), href: e.path })),
  ];
  return (
    <Breadcrumb aria-label={t`Breadcrumb`} size="small">
      {items.map((item, i) => (
        <Fragment key={item.key}>
          <BreadcrumbItem>
            <BreadcrumbButton
              current={i === items.length - 1}
              onClick={item.href && i < items.length - 1 ? () => navigate(item.href!) : undefined}
            >
              {item.label}
            </BreadcrumbButton>
          </BreadcrumbItem>
          {i < items.length - 1 ? <BreadcrumbDivider /> : null}
        </Fragment>
      ))}
    </Breadcrumb>
  );
}
