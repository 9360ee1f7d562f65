// The personal preferences' view of the user's shortcuts to applications: the one instruction
// (shortcuts-help.ts), then quick access and favourites, each removable, on the same queries as
// home (use-home-data.ts), so a change in one place shows in the other at once.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { langAtom } from '../../state/lang-state.ts';
import { localName } from '../../lib/local-name.ts';
import { useHomeData } from './use-home-data.ts';
import { quickAccessName } from './home-api.ts';
import { useShortcutsHelp } from './shortcuts-help.ts';

const useStyles = makeStyles({
  // Fluent's Text is inline: headings and sentences here are blocks of their own.
  block: { display: 'block', margin: '8px 0 4px' },
  help: { display: 'block', margin: '4px 0 8px', color: tokens.colorNeutralForeground3 },
  list: { display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none', margin: '4px 0 12px', padding: 0 },
  entry: {
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    padding: '2px 2px 2px 8px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

interface Shortcut {
  id: number;
  name: string;
  remove(): void;
}

function ShortcutList({
  title,
  items,
  empty,
  removeLabel,
}: {
  title: string;
  items: Shortcut[];
  empty: string;
  removeLabel(name: string): string;
}) {
  const styles = useStyles();
  return (
    <section aria-label={title}>
      <Subtitle2 as="h3" className={styles.block}>
        {title}
      </Subtitle2>
      {items.length === 0 ? (
        <Caption1 as="p" className={styles.block}>
          {empty}
        </Caption1>
      ) : (
        <ul className={styles.list}>
          {items.map((s) => (
            <li key={s.id} className={styles.entry}>
              {s.name}
              <Button appearance="subtle" size="small" icon={<DismissRegular />} aria-label={removeLabel(s.name)} onClick={s.remove} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The preferences' view of the shortcuts: the instruction, then quick access and favourites, each removable. */
export function ShortcutsEditor() {
  const { t } = useLingui();
  const styles = useStyles();
  const lang = useAtomValue(langAtom);
  const home = useHomeData();
  const help = useShortcutsHelp(home.data?.settings.maxQuickAccess ?? 0);
  if (!home.data) return null;
  const { quick, apps, settings } = home.data;
  return (
    <div>
      <Caption1 as="p" className={styles.help}>
        {help}
      </Caption1>
      <ShortcutList
        title={t`Quick access (${quick.length} of at most ${settings.maxQuickAccess})`}
        empty={t`No quick-access applications yet.`}
        removeLabel={(name) => t`Remove ${name} from quick access`}
        items={quick.map((q) => ({
          id: q.appId,
          name: quickAccessName(q, lang),
          remove: () => void home.removeQuickAccess(q.appId),
        }))}
      />
      <ShortcutList
        title={t`Favourites`}
        empty={t`No favourites yet.`}
        removeLabel={(name) => t`Remove ${name} from favourites`}
        items={apps
          .filter((a) => a.collected)
          .map((a) => ({ id: a.id, name: localName(a, lang), remove: () => void home.toggleFavourite(a) }))}
      />
    </div>
  );
}
