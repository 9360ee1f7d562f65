// Personal space, Permission: the menus and button permissions the user holds.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Badge, Caption1, Subtitle2, Title2, makeStyles } from '@fluentui/react-components';
import { buttonPermissionsAtom } from '../../api/session-state.ts';
import { langAtom } from '../../api/lang-state.ts';
import { flattenNav, localName } from '../../api/menu-model.ts';
import { menusAtom } from '../../api/menu-state.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none', padding: 0, margin: '8px 0 24px' },
});

export function AuthorityPage() {
  const styles = useStyles();
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const menus = useAtomValue(menusAtom);
  const buttons = useAtomValue(buttonPermissionsAtom);
  const groups = [
    { key: 'system', title: t`System management`, entries: flattenNav(menus.system) },
    { key: 'monitor', title: t`Monitor`, entries: flattenNav(menus.monitor) },
  ];
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Title2 as="h1">{t`Permission`}</Title2>
      {groups.map((g) => (
        <div key={g.key}>
          <Subtitle2 as="h2">{g.title}</Subtitle2>
          {g.entries.length ? (
            <ul className={styles.list}>{g.entries.map((e) => <li key={e.code}><Badge appearance="outline">{localName(e, lang)}</Badge></li>)}</ul>
          ) : <Caption1 as="p">{t`No menus.`}</Caption1>}
        </div>
      ))}
      <Subtitle2 as="h2">{t`Button permissions`}</Subtitle2>
      {buttons.length ? (
        <ul className={styles.list} data-testid="button-permissions">{buttons.map((b) => <li key={b.code}><Badge appearance="tint">{b.name ?? b.code}</Badge></li>)}</ul>
      ) : <Caption1 as="p">{t`No button permissions.`}</Caption1>}
    </section>
  );
}
