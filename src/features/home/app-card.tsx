// One application on the home page: icon, localised name, description, licence label, and
// actions (favourite, quick access, default application).
import { Suspense, lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Body1, Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { StarRegular, StarFilled } from '@fluentui/react-icons/svg/star';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
import type { Lang } from '../../lib/language.ts';
import { licenseLabel, type HomeApp } from './home-api.ts';
import { blockedBy } from '../../lib/app-access.ts';
import { LICENSE_COLORS, useHomeLabels } from './home-labels.ts';
import { LazyTooltip } from '../../components/lazy-tooltip/lazy-tooltip.tsx';
import { useFirstUse } from '../../components/first-use/use-first-use.ts';
import { localName } from '../../lib/local-name.ts';

// The "more actions" menu (Fluent Menu and the positioning engine) loads on first use.
const loadMenu = () => import('./app-card-menu.tsx');
const AppCardMenu = lazy(loadMenu);

// -webkit-box-orient is deprecated, yet browsers still clamp text to N lines only with it and -webkit-line-clamp.
const clampToTwoLines = { display: '-webkit-box', WebkitLineClamp: '2', WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

// Fluent's Card (filled, medium) and CardHeader drawn by the portal's own styles: Card brings
// tabster's focus groups (about 20 KiB gzip with tabster's core) into home's first load, for the
// focus modes of a clickable card that this one, a plain group of buttons, does not use.
const useStyles = makeStyles({
  card: {
    width: '260px',
    minHeight: '150px',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '12px',
    boxSizing: 'border-box',
    position: 'relative',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    // Card's outline: transparent, so seen only in forced colours (Windows high contrast).
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
  header: { display: 'flex', alignItems: 'center', flexShrink: 0 },
  image: { display: 'inline-flex', marginRight: '12px' },
  title: { display: 'flex', flexGrow: 1, minWidth: 0 },
  action: { marginLeft: '12px' },
  icon: { width: '40px', height: '40px', borderRadius: tokens.borderRadiusMedium, objectFit: 'contain' },
  placeholder: {
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  description: { color: tokens.colorNeutralForeground3, ...clampToTwoLines },
  footer: { display: 'flex', alignItems: 'center', gap: '8px', marginTop: 'auto' },
});

export interface AppCardProps {
  app: HomeApp;
  lang: Lang;
  inQuickAccess: boolean;
  quickAccessFull: boolean;
  isDefault: boolean;
  onOpen(app: HomeApp): void;
  onToggleFavourite(app: HomeApp): void;
  onToggleQuickAccess(app: HomeApp): void;
  onToggleDefault(app: HomeApp): void;
}

export function AppCard(props: AppCardProps) {
  const { app, lang } = props;
  const styles = useStyles();
  const { t } = useLingui();
  const labels = useHomeLabels();
  const name = localName(app, lang);
  const label = licenseLabel(app);
  // Not openable (licence not effective): the same rule as quick access and the /passportal route.
  const blocked = blockedBy(app);
  const favourite = app.collected === true;
  const [menuUsed, menuTrigger] = useFirstUse(loadMenu);
  const menuButton = (
    <Button
      appearance="subtle"
      size="small"
      icon={<MoreHorizontalRegular />}
      aria-label={t`More actions for ${name}`}
      aria-haspopup="menu"
      {...menuTrigger}
    />
  );
  return (
    <div role="group" className={styles.card} data-testid={`app-card-${app.code}`} aria-label={name}>
      <div className={styles.header}>
        <div className={styles.image}>
          {app.icon ? (
            <img className={styles.icon} src={app.icon} alt="" />
          ) : (
            <span className={styles.placeholder}>{name.slice(0, 1)}</span>
          )}
        </div>
        <div className={styles.title}>
          <Button
            appearance="transparent"
            data-testid="open-app"
            disabledFocusable={blocked !== null}
            title={blocked ? labels.reason[blocked] : undefined}
            onClick={() => props.onOpen(app)}
            style={{ padding: 0, minWidth: 0 }}
          >
            <Text weight="semibold">{name}</Text>
          </Button>
        </div>
        <div className={styles.action}>
          <LazyTooltip content={favourite ? t`Remove from favourites` : t`Add to favourites`} relationship="label">
            <Button
              appearance="transparent"
              aria-pressed={favourite}
              icon={favourite ? <StarFilled color={tokens.colorPaletteMarigoldForeground1} /> : <StarRegular />}
              onClick={() => props.onToggleFavourite(app)}
            />
          </LazyTooltip>
        </div>
      </div>
      <Body1 className={styles.description}>{app.i18nDescriptions?.[lang] || app.description || '\u00a0'}</Body1>
      <div className={styles.footer}>
        <Badge appearance="tint" color={LICENSE_COLORS[label]} data-testid="license-label" data-license={label}>
          {labels.license[label]}
        </Badge>
        {props.isDefault ? <Caption1>{t`Default app`}</Caption1> : null}
        <span style={{ flexGrow: 1 }} />
        {menuUsed ? (
          <Suspense fallback={menuButton}>
            <AppCardMenu {...props} name={name} blocked={blocked !== null} defaultOpen />
          </Suspense>
        ) : (
          menuButton
        )}
      </div>
    </div>
  );
}
