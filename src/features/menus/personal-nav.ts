// The personal menu (spec section 2): Base Info and Permission under /personal-space.
import { useLingui } from '@lingui/react/macro';
import type { NavEntry } from '../../api/menu-model.ts';
import { ROUTES } from '../../lib/routes.ts';

export const PERSONAL_PATHS = { profile: ROUTES.profile, authority: ROUTES.authority } as const;

const entry = (code: string, name: string, path: string, icon: string): NavEntry => ({
  code,
  name,
  path,
  href: path,
  icon,
  query: {},
  external: false,
  newWindow: false,
  hidden: false,
  collapsed: false,
  children: [],
});

export function usePersonalNav(): NavEntry[] {
  const { t } = useLingui();
  return [
    entry('profile', t`Base info`, PERSONAL_PATHS.profile, 'person-circle'),
    entry('authority', t`Permission`, PERSONAL_PATHS.authority, 'shield-keyhole'),
  ];
}
