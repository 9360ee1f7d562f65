// The shape shared by the 404 and 401 pages: a big code, a prompt, a return-home button.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { ROUTES } from '../../lib/routes.ts';

const useStyles = makeStyles({
  page: {
    minHeight: '60vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '16px',
    padding: '48px 16px',
    textAlign: 'center',
  },
  code: {
    margin: 0,
    fontSize: '96px',
    lineHeight: '1',
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
    letterSpacing: '4px',
  },
  prompt: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase400 },
});

export function ErrorPage({ code, prompt }: { code: string; prompt: ReactNode }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [, navigate] = useLocation();
  return (
    <section className={styles.page} aria-labelledby="error-page-code">
      <h1 id="error-page-code" className={styles.code}>
        {code}
      </h1>
      <Body1 className={styles.prompt}>{prompt}</Body1>
      <Button appearance="primary" onClick={() => navigate(ROUTES.home)}>{t`Back to home`}</Button>
    </section>
  );
}
