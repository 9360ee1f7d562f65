// /system-manage/*: the page of the menu entry matching the location (routes come from the
// server's menus of app 10010). /system-manage itself opens the first usable entry.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@fluentui/react-components';
import { Redirect, useLocation } from 'wouter';
import { langAtom } from '../../api/lang-state.ts';
import { licenseStatusAtom } from '../../api/platform-state.ts';
import { findTrail, flattenNav, isEntryDisabled, localName, LICENSE_MENU_CODE } from '../menus/menu-model.ts';
import { menusAtom } from '../menus/menu-state.ts';
import { LicenseGate } from '../menus/license-gate.tsx';
import { LicensePage } from './license-page.tsx';
import { ComingSoonPage } from './coming-soon-page.tsx';

export function SystemManagePage() {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const menus = useAtomValue(menusAtom);
  const license = useAtomValue(licenseStatusAtom);
  const [location] = useLocation();
  if (menus.status === 'idle' || menus.status === 'loading') return <Spinner label={t`Loading menus…`} />;
  const entries = flattenNav(menus.system).filter((e) => !e.external);
  const trail = findTrail(menus.system, location);
  const entry = trail.at(-1);
  if (!entry) {
    const first = entries.find((e) => !e.hidden && !isEntryDisabled(e, 'system', license?.status));
    if (location.replace(/\/+$/, '') === '/system-manage' && first) return <LicenseGate><Redirect to={first.href} replace /></LicenseGate>;
    return <Redirect to="/no-auth" replace />;
  }
  const title = localName(entry, lang);
  return (
    <LicenseGate>
      {entry.code === LICENSE_MENU_CODE ? <LicensePage title={title} /> : <ComingSoonPage title={title} />}
    </LicenseGate>
  );
}
