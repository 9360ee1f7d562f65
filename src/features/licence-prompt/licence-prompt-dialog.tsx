// The licence prompt dialog (see licence-prompt.tsx): a blocking alert with the support
// contacts; its only button sends the user home, where the route is evaluated again under the
// licence rules. While it is open the gate of system manage and monitor waits.
import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { licencePromptOpenAtom, platformConfigAtom } from '../../state/platform-state.ts';
import { supportContacts } from '../../lib/support-contacts.ts';
import { LICENCE_EXPIRED } from '../../lib/licence-status.ts';
import { ROUTES } from '../../lib/routes.ts';
import { LicenceBlockDialog } from './licence-block-dialog.tsx';

const useStyles = makeStyles({
  contacts: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', marginTop: '12px', color: tokens.colorNeutralForeground2 },
});

export function LicencePromptDialog({ status }: { status: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [confirmed, setConfirmed] = useState(false);
  const setOpen = useSetAtom(licencePromptOpenAtom);
  const contacts = supportContacts(useAtomValue(platformConfigAtom));
  useEffect(() => {
    setOpen(!confirmed);
    return () => setOpen(false);
  }, [confirmed, setOpen]);
  if (confirmed) return null;

  const content =
    status === LICENCE_EXPIRED
      ? t`The platform licence has expired. Please contact the administrator or our support to renew it.`
      : t`The platform licence has not been activated. Please contact the administrator or our support to activate it.`;
  const confirm = () => {
    setConfirmed(true);
    navigate(ROUTES.home, { replace: true });
  };
  return (
    <LicenceBlockDialog contentId="licence-prompt-content" confirmText={t`Confirm back home`} onConfirm={confirm}>
      <Body1>{content}</Body1>
      <dl className={styles.contacts}>
        <dt>{t`Support phone`}</dt>
        <dd style={{ margin: 0 }}>{contacts.phone}</dd>
        <dt>{t`Support e-mail`}</dt>
        <dd style={{ margin: 0 }}>{contacts.email}</dd>
      </dl>
    </LicenceBlockDialog>
  );
}
