// Quick access: the user's saved applications with the maximum, and the reason an entry cannot
// be opened now (no permission, disabled, deleted, expired, restricted, unactivated). Under its
// title, the one instruction for favourites and quick access (shortcuts-help.ts).
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { LazyTooltip } from '../../components/lazy-tooltip/lazy-tooltip.tsx';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import type { Lang } from '../../lib/language.ts';
import { quickAccessName, type QuickAccessEntry } from './home-api.ts';
import { useHomeLabels } from './home-labels.ts';
import { useShortcutsHelp } from './shortcuts-help.ts';

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'baseline', gap: '8px', marginBottom: '8px' },
  list: { display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none', margin: 0, padding: 0 },
  entry: {
    display: 'flex',
    alignItems: 'center',
    gap: '6px',
    padding: '4px 4px 4px 8px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  icon: { width: '20px', height: '20px' },
  // Fluent's Text is inline: the instruction and the empty state are paragraphs of their own.
  help: { display: 'block', margin: '0 0 8px', color: tokens.colorNeutralForeground3 },
  empty: { display: 'block' },
});

export interface QuickAccessProps {
  entries: QuickAccessEntry[];
  max: number;
  lang: Lang;
  onOpen: (entry: QuickAccessEntry) => void;
  onRemove: (entry: QuickAccessEntry) => void;
}

export function QuickAccess({ entries, max, lang, onOpen, onRemove }: QuickAccessProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const labels = useHomeLabels();
  const count = entries.length;
  const help = useShortcutsHelp(max);
  return (
    <section aria-labelledby="quick-access-title" aria-describedby="quick-access-help" data-testid="quick-access">
      <div className={styles.head}>
        <Subtitle2 as="h2" id="quick-access-title">{t`Quick access`}</Subtitle2>
        <Caption1>{t`${count} of at most ${max}`}</Caption1>
      </div>
      <Caption1 as="p" id="quick-access-help" className={styles.help}>
        {help}
      </Caption1>
      {count === 0 ? (
        <Caption1 as="p" className={styles.empty}>
          {t`No quick-access applications yet.`}
        </Caption1>
      ) : (
        <ul className={styles.list}>
          {entries.map((e) => {
            const name = quickAccessName(e, lang);
            return (
              <li key={e.appId} className={styles.entry} data-testid="quick-access-entry" data-usable={e.usable}>
                {e.app?.icon ? <img className={styles.icon} src={e.app.icon} alt="" /> : null}
                <Button appearance="transparent" size="small" disabled={!e.usable} onClick={() => onOpen(e)}>
                  {name}
                </Button>
                {!e.usable && e.reason ? (
                  <Badge appearance="tint" color="danger" data-testid="unusable-reason">
                    {labels.reason[e.reason]}
                  </Badge>
                ) : null}
                <LazyTooltip content={t`Remove ${name} from quick access`} relationship="label">
                  <Button appearance="subtle" size="small" icon={<DismissRegular />} onClick={() => onRemove(e)} />
                </LazyTooltip>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
