// Login page: platform branding from the configuration and the account form.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens, Title2, Body1 } from '@fluentui/react-components';
import { platformConfigAtom } from '../../api/platform-state.ts';
import { langAtom } from '../../api/lang-state.ts';
import { LoginForm } from './login-form.tsx';

const useStyles = makeStyles({
  page: {
    minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center',
    backgroundColor: tokens.colorBrandBackground2, backgroundSize: 'cover', backgroundPosition: 'center',
  },
  card: {
    width: '380px', maxWidth: 'calc(100vw - 32px)', padding: '32px', borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow16,
    display: 'flex', flexDirection: 'column', gap: '16px',
  },
  brand: { display: 'flex', alignItems: 'center', gap: '12px' },
  logo: { width: '40px', height: '40px' },
});

export function LoginPage() {
  const styles = useStyles();
  const { t } = useLingui();
  const config = useAtomValue(platformConfigAtom);
  const lang = useAtomValue(langAtom);
  const name = config?.i18nName?.[lang] || config?.title || 'Arcana';
  return (
    <main
      className={styles.page}
      style={config?.background ? { backgroundImage: `url("${encodeURI(config.background)}")` } : undefined}
    >
      <section className={styles.card} aria-label={t`Login`}>
        <div className={styles.brand}>
          {config?.loginPageLogo ? <img className={styles.logo} src={config.loginPageLogo} alt="" /> : null}
          {config?.showName !== false ? <Title2 as="h1">{name}</Title2> : null}
        </div>
        {config?.loginPageSlogan ? (
          <Body1 style={{ color: config.sloganColor || undefined }}>{config.loginPageSlogan}</Body1>
        ) : null}
        <LoginForm />
      </section>
    </main>
  );
}
