// Forced password change: at first login (passwordStatus 3) and after the password lifetime
// ended (2). Nothing else of the shell is reachable until it is done.
import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Body1, Button, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { notify } from '../../api/notify.ts';
import { expireAfterDaysAtom, passwordStatusAtom } from '../../state/session-state.ts';
import { PasswordChangeForm } from '../../components/password-change/password-change-form.tsx';
import { logout } from './logout.ts';

const useStyles = makeStyles({
  corner: { position: 'absolute', top: '12px', right: '16px' },
  page: {
    position: 'relative',
    minHeight: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    width: '440px',
    maxWidth: 'calc(100vw - 32px)',
    padding: '32px',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
    boxSizing: 'border-box',
  },
});

/** `corner` lets the shell put its language switch on the page, as on the login page. */
export function ForcedPasswordChange({ corner }: { corner?: ReactNode }) {
  const styles = useStyles();
  const { t } = useLingui();
  const status = useAtomValue(passwordStatusAtom);
  const setStatus = useSetAtom(passwordStatusAtom);
  const setExpireAfterDays = useSetAtom(expireAfterDaysAtom);
  return (
    <main className={styles.page}>
      {corner ? <div className={styles.corner}>{corner}</div> : null}
      <PasswordChangeForm
        className={styles.card}
        intro={
          <>
            <Title3 as="h1">{t`Change your password`}</Title3>
            <Body1>
              {status === 3 ? t`This is your first login: please set a new password.` : t`Your password has expired: please set a new one.`}
            </Body1>
          </>
        }
        actions={<Button type="button" onClick={() => void logout()}>{t`Log out`}</Button>}
        onChanged={() => {
          notify(t`The password was changed`, 'success');
          setExpireAfterDays(-1);
          setStatus(0);
        }}
      />
    </main>
  );
}
