// Browser tab title and icon (spec section 2):
// - login: localized "Login", then " | " and the configured title when there is one; the icon
//   is the configured title-page logo;
// - a micro-app route (/passportal/...): the icon, the organisation's logo, and the localised
//   name of the application as its first title (an application may set its own afterwards);
// - any other route: the organisation's localized name, " | ", the route's localized title;
//   the icon is the organisation's logo.
// Localized names come from i18nNames[lang], falling back to the name or title field.
import { t } from '@lingui/core/macro';
import type { PlatformConfig } from '../../state/platform-state.ts';
import type { DynamicRouteTitle } from '../../state/route-state.ts';
import type { Lang } from '../../lib/language.ts';
import { ROUTES } from '../../lib/routes.ts';
import { staticRouteTitle } from './route-titles.ts';

export interface TabLook {
  /** undefined: leave the title as it is (micro-app routes). */
  title?: string;
  icon?: string;
}

type Named = { i18nNames?: Partial<Record<Lang, string>>; i18nName?: Partial<Record<Lang, string>>; name?: string; title?: string };

export function localizedName(named: Named | null | undefined, lang: Lang): string | undefined {
  if (!named) return undefined;
  return named.i18nNames?.[lang] || named.i18nName?.[lang] || named.name || named.title || undefined;
}

export const isMicroAppPath = (path: string) => path === ROUTES.microApp || path.startsWith(`${ROUTES.microApp}/`);

/** The dynamic title of the path, or of the longest route it is a sub-page of. */
function dynamicTitleOf(path: string, titles: Record<string, DynamicRouteTitle>): DynamicRouteTitle | undefined {
  if (titles[path]) return titles[path];
  const parent = Object.keys(titles)
    .filter((p) => path.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
  return parent ? titles[parent] : undefined;
}

export function tabLook(
  path: string,
  lang: Lang,
  config: PlatformConfig | null,
  dynamicTitles: Record<string, DynamicRouteTitle> = {},
  microApp?: DynamicRouteTitle,
): TabLook {
  const org = config?.organization;
  const orgName = localizedName(org, lang) ?? localizedName(config, lang);
  const orgLogo = org?.logo || config?.titlePageLogo || undefined;
  if (path === ROUTES.login) {
    const configured = localizedName(config, lang);
    return { title: configured ? `${t`Login`} | ${configured}` : t`Login`, icon: config?.titlePageLogo || undefined };
  }
  // The shell leaves the title to the application; until it sets one (it may never), the tab
  // shows the application's own name rather than the previous page's title.
  if (isMicroAppPath(path)) return { icon: orgLogo, ...(microApp ? { title: localizedName(microApp, lang) ?? microApp.title } : {}) };
  const dynamic = dynamicTitleOf(path, dynamicTitles);
  const routeTitle = (dynamic && localizedName(dynamic, lang)) || staticRouteTitle(path) || t`Page not found`;
  return { title: orgName ? `${orgName} | ${routeTitle}` : routeTitle, icon: orgLogo };
}

/** Applies a look to the document: the title, and one <link rel="icon"> the shell owns. */
export function applyTabLook(look: TabLook, doc: Document = document): void {
  if (look.title !== undefined) doc.title = look.title;
  if (!look.icon) return;
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"][data-arcana]');
  if (!link) {
    for (const old of doc.head.querySelectorAll('link[rel~="icon"]')) old.remove();
    link = doc.createElement('link');
    link.rel = 'icon';
    link.dataset.arcana = '';
    doc.head.append(link);
  }
  if (link.getAttribute('href') !== look.icon) link.href = look.icon;
}
