// What the saved personalisation produces: the brand ramp Fluent builds from the colour, and the
// login card with its logo, title, slogan and background.
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { brandRamp } from '../../../lib/brand-ramp.ts';
import type { PersonalizationFormValues } from './personalization-form.ts';

const STEPS = [20, 40, 60, 70, 80, 90, 100, 110, 120, 140, 160] as const;

const useStyles = makeStyles({
  ramp: { display: 'flex', height: '24px', borderRadius: tokens.borderRadiusMedium, overflow: 'hidden', marginBottom: '12px' },
  step: { flexGrow: 1 },
  login: {
    height: '300px',
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '12px',
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  card: {
    width: '240px',
    padding: '16px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    alignItems: 'center',
  },
  logo: { height: '32px', maxWidth: '160px', objectFit: 'contain' },
  button: {
    width: '100%',
    height: '28px',
    borderRadius: tokens.borderRadiusMedium,
    color: '#fff',
    display: 'grid',
    placeItems: 'center',
    fontSize: '12px',
  },
  field: { width: '100%', height: '24px', borderRadius: tokens.borderRadiusSmall, border: `1px solid ${tokens.colorNeutralStroke1}` },
});

export function PersonalizationPreview({ values }: { values: PersonalizationFormValues }) {
  const styles = useStyles();
  const { t } = useLingui();
  const ramp = brandRamp(/^#[0-9a-f]{6}$/i.test(values.style) ? values.style : undefined);
  return (
    <figure style={{ margin: 0 }} data-testid="personalization-preview">
      <div className={styles.ramp} aria-hidden="true">
        {STEPS.map((s) => (
          <span key={s} className={styles.step} style={{ backgroundColor: ramp[s] }} />
        ))}
      </div>
      <div
        className={styles.login}
        style={
          values.background
            ? { backgroundImage: `url("${encodeURI(values.background)}")` }
            : { background: `linear-gradient(135deg, ${ramp[60]}, ${ramp[110]})` }
        }
      >
        {values.loginPageSlogan ? <span style={{ color: values.sloganColor, fontWeight: 600 }}>{values.loginPageSlogan}</span> : null}
        <div className={styles.card}>
          {values.loginPageLogo ? <img className={styles.logo} src={values.loginPageLogo} alt="" /> : null}
          {values.showName ? <strong>{values.title}</strong> : null}
          <span className={styles.field} />
          <span className={styles.field} />
          <span className={styles.button} style={{ backgroundColor: ramp[80] }}>{t`Log in`}</span>
        </div>
      </div>
      <figcaption>
        <Caption1>{t`Preview of the login page`}</Caption1>
      </figcaption>
    </figure>
  );
}
