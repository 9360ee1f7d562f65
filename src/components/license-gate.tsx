// Licence gate (spec sections 4, 6 and 7): with an expired or not activated licence, entering
// system manage or monitor shows a blocking prompt; OK sends a user who holds the licence menu
// entry to the licence page and anyone else to /no-auth.
import { useEffect, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { licenseStatusAtom } from '../api/platform-state.ts';
import { findLicenseEntry, licenseBlocks } from '../api/menu-model.ts';
import { menusAtom } from '../api/menu-state.ts';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../lib/support-contacts.ts';
import { ROUTES } from '../lib/routes.ts';


/** The start-up licence prompt (features/licence-prompt) is open: it blocks and goes home by itself. */
function useStartPromptOpen(): boolean {
  const probe = () => document.getElementById('licence-prompt-content') != null;
  const [open, setOpen] = useState(probe);
  useEffect(() => {
    const observer = new MutationObserver(() => setOpen(probe()));
    observer.observe(document.body, { childList: true, subtree: true });
    setOpen(probe());
    return () => observer.disconnect();
  }, []);
  return open;
}

export function LicenseGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const status = useAtomValue(licenseStatusAtom)?.status;
  const menus = useAtomValue(menusAtom);
  const [location, navigate] = useLocation();
  const licenseEntry = findLicenseEntry(menus.system);
  const onLicensePage = licenseEntry != null && location === licenseEntry.path;
  const startPromptOpen = useStartPromptOpen();
  if (!licenseBlocks(status) || onLicensePage) return <>{children}</>;
  // One blocking dialog at a time: the page stays hidden behind the start-up prompt.
  if (startPromptOpen) return null;
  if (menus.status !== 'ready' && menus.status !== 'error') return null;
  const phone = SUPPORT_PHONE;
  const email = SUPPORT_EMAIL;
  const confirm = () => navigate(licenseEntry ? licenseEntry.path : ROUTES.noAuthority, { replace: true });
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
