// Licence gate (spec sections 4, 6 and 7): with an expired or not activated licence, entering
// system manage or monitor shows a blocking prompt; OK sends a user who holds the licence menu
// entry to the licence page and anyone else to /no-auth.
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { licenseStatusAtom } from '../../api/platform-state.ts';
import { findLicenseEntry, licenseBlocks } from './menu-model.ts';
import { menusAtom } from './menu-state.ts';

export const SUPPORT_PHONE = '400-800-0000';
export const SUPPORT_EMAIL = 'support@arcana.example';

export function LicenseGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const status = useAtomValue(licenseStatusAtom)?.status;
  const menus = useAtomValue(menusAtom);
  const [location, navigate] = useLocation();
  const licenseEntry = findLicenseEntry(menus.system);
  const onLicensePage = licenseEntry != null && location === licenseEntry.path;
  if (!licenseBlocks(status) || onLicensePage) return <>{children}</>;
  if (menus.status !== 'ready' && menus.status !== 'error') return null;
  const phone = SUPPORT_PHONE;
  const email = SUPPORT_EMAIL;
  const confirm = () => navigate(licenseEntry ? licenseEntry.path : '/no-auth', { replace: true });
  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Prompt`}</DialogTitle>
          <DialogContent>
            <p>{status === 3 ? t`The platform licence is not activated.` : t`The platform licence has expired.`}</p>
            <p>{t`Please contact support: phone ${phone}, e-mail ${email}.`}</p>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={confirm}>{t`Confirm`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
