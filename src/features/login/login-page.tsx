// Login page: platform branding from the configuration (title, logo, background, slogan and its
// colour; no slogan line when unset), the account tab, and the directory (LDAP) tab when the
// platform has directory login switched on.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { platformConfigAtom } from '../../state/platform-state.ts';
import { langAtom } from '../../state/lang-state.ts';
import { LoginForm } from './login-form.tsx';
import { fetchLdapEnabled, type LoginMode } from './login-api.ts';

const LoginModeTabs = lazy(() => import('./login-mode-tabs.tsx').then((m) => ({ default: m.LoginModeTabs })));

const useStyles = makeStyles({
  // Without a configured background the page is a brand gradient, so a slogan in the default
  // colour (white) reads on it as it would on a background picture.
  page: {
    position: 'relative',
    minHeight: '100%',
    boxSizing: 'border-box',
    padding: '48px 16px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '24px',
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    backgroundColor: tokens.colorBrandBackground,
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
  },
  corner: { position: 'absolute', top: '12px', right: '16px' },
  slogan: {
    margin: 0,
    maxWidth: '640px',
    textAlign: 'center',
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    textShadow: '0 1px 3px rgba(0, 0, 0, 0.25)',
    overflowWrap: 'anywhere',
  },
  card: {
    width: '400px',
    maxWidth: '100%',
    padding: '32px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow28,
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    boxSizing: 'border-box',
  },
  brand: { display: 'flex', alignItems: 'center', gap: '12px', minHeight: '40px' },
  // Title2's look on the heading itself: the Title2 component's chunk brought an icon and a
  // helper of the admin pages along (about 0.4 KiB gzip of the login route's 120 KiB budget).
  name: typographyStyles.title2,
  logo: { maxWidth: '48px', maxHeight: '48px' },
  // The one account tab while directory login is off: looks like a selected Fluent tab.
  tablist: { display: 'flex' },
  tab: {
    padding: '10px 10px 8px',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    borderBottom: `${tokens.strokeWidthThicker} solid ${tokens.colorCompoundBrandStroke}`,
  },
});

/** `corner` lets the shell put its language switch on the page without the feature importing it. */
export function LoginPage({ corner }: { corner?: ReactNode }) {
  const styles = useStyles();
  const { t } = useLingui();
  const config = useAtomValue(platformConfigAtom);
  const lang = useAtomValue(langAtom);
  const [ldapEnabled, setLdapEnabled] = useState(false);
  const [mode, setMode] = useState<LoginMode>('password');
  // The username takes the focus when the page opens, not when the user switches login tabs.
  const [focusUsername, setFocusUsername] = useState(true);
  const switchMode = (next: LoginMode) => {
    setFocusUsername(false);
    setMode(next);
  };

  useEffect(() => {
    let live = true;
    fetchLdapEnabled()
      .then((on) => live && setLdapEnabled(on))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const name = config?.i18nName?.[lang] || config?.title || 'Arcana';
  const accountTab = (
    <div role="tablist" className={styles.tablist}>
      <div role="tab" aria-selected="true" className={styles.tab}>{t`Account login`}</div>
    </div>
  );
  const background = config?.background ? { backgroundImage: `url("${encodeURI(config.background)}")` } : undefined;
  return (
    <main className={styles.page} style={background}>
      {corner ? <div className={styles.corner}>{corner}</div> : null}
      {config?.loginPageSlogan ? (
        <p className={styles.slogan} data-testid="login-slogan" style={{ color: config.sloganColor || undefined }}>
          {config.loginPageSlogan}
        </p>
      ) : null}
      <section className={styles.card} aria-label={t`Login`}>
        <div className={styles.brand}>
          {config?.loginPageLogo ? <img className={styles.logo} src={config.loginPageLogo} alt="" /> : null}
          {config?.showName !== false ? <h1 className={styles.name}>{name}</h1> : null}
        </div>
        {ldapEnabled ? (
          <Suspense fallback={accountTab}>
            <LoginModeTabs mode={mode} onChange={switchMode} />
          </Suspense>
        ) : (
          accountTab
        )}
        <LoginForm key={mode} mode={ldapEnabled ? mode : 'password'} focusUsername={focusUsername} />
      </section>
    </main>
  );
}
