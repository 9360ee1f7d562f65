// Licence gate (spec sections 4, 6 and 7): with an expired or not activated licence, entering
// system manage or monitor shows a blocking prompt; OK sends a user who holds the licence menu
// entry to the licence page and anyone else to /no-auth. The route table puts it around both
// areas, so their pages do not know about it.
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { licencePromptOpenAtom, licenseStatusAtom } from '../../state/platform-state.ts';
import { findLicenseEntry } from '../../api/menu-model.ts';
import { menusAtom } from '../../api/menu-state.ts';
import { LICENCE_NOT_ACTIVATED, licenceBlocks } from '../../lib/licence-status.ts';
import { ROUTES } from '../../lib/routes.ts';
import { supportContacts } from '../../lib/support-contacts.ts';
import { platformConfigAtom } from '../../state/platform-state.ts';
import { LicenceBlockDialog } from './licence-block-dialog.tsx';

export function LicenseGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const status = useAtomValue(licenseStatusAtom)?.status;
  const menus = useAtomValue(menusAtom);
  const startPromptOpen = useAtomValue(licencePromptOpenAtom);
  const [location, navigate] = useLocation();
  const { phone, email } = supportContacts(useAtomValue(platformConfigAtom));
  const licenseEntry = findLicenseEntry(menus.system);
  const onLicensePage = licenseEntry != null && location.replace(/\/+$/, '') === licenseEntry.path;
  if (!licenceBlocks(status) || onLicensePage) return <>{children}</>;
  // One blocking dialog at a time: the page stays hidden behind the start-up prompt.
  if (startPromptOpen) return null;
  if (menus.status !== 'ready' && menus.status !== 'error') return null;
  const confirm = () => navigate(licenseEntry ? licenseEntry.path : ROUTES.noAuthority, { replace: true });
  return (
    <LicenceBlockDialog contentId="licence-gate-content" confirmText={t`Confirm`} onConfirm={confirm}>
      <p>{status === LICENCE_NOT_ACTIVATED ? t`The platform licence is not activated.` : t`The platform licence has expired.`}</p>
      <p>{t`Please contact support: phone ${phone}, e-mail ${email}.`}</p>
    </LicenceBlockDialog>
  );
}
