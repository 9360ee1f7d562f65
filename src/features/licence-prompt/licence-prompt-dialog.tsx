// The licence prompt dialog (see licence-prompt.tsx): a blocking alert with the support
// contacts; its only button sends the user home, where the route is evaluated again under the
// licence rules.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens,
} from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../lib/support-contacts.ts';

import { LICENCE_EXPIRED } from './licence-status.ts';
import { ROUTES } from '../../lib/routes.ts';

const useStyles = makeStyles({
  contacts: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', marginTop: '12px', color: tokens.colorNeutralForeground2 },
});

export function LicencePromptDialog({ status }: { status: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [confirmed, setConfirmed] = useState(false);
  if (confirmed) return null;

  const content = status === LICENCE_EXPIRED
    ? t`The platform licence has expired. Please contact the administrator or our support to renew it.`
    : t`The platform licence has not been activated. Please contact the administrator or our support to activate it.`;
  const confirm = () => {
    setConfirmed(true);
    navigate(ROUTES.home, { replace: true });
  };
  // modalType "alert": no close button, Esc and clicks outside do nothing.
  return (
    <Dialog open modalType="alert">
      <DialogSurface aria-describedby="licence-prompt-content">
        <DialogBody>
          <DialogTitle>{t`Prompt`}</DialogTitle>
          <DialogContent id="licence-prompt-content">
            <Body1>{content}</Body1>
            <dl className={styles.contacts}>
              <dt>{t`Support phone`}</dt><dd style={{ margin: 0 }}>{SUPPORT_PHONE}</dd>
              <dt>{t`Support e-mail`}</dt><dd style={{ margin: 0 }}>{SUPPORT_EMAIL}</dd>
            </dl>
          </DialogContent>
          <DialogActions>
            {/* the only focusable element, so the alert opens with focus on it */}
            <Button appearance="primary" onClick={confirm}>{t`Confirm back home`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
