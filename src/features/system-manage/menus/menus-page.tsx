// Menu management on the tree page shape: pick an application (kept in the URL, `?app=10012`),
// see its tree of menus and buttons, search it, select an entry to see its route and component,
// add, edit (also to move under another parent) and delete (use-menu-actions.tsx). The sidebar
// shows the changes after a reload.
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Caption1, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { langAtom } from '../../../state/lang-state.ts';
import { TreePage } from '../../../components/tree-page/tree-page.tsx';
import { useTreePage } from '../../../components/tree-page/use-tree-page.ts';
import type { TreeDetail } from '../../../components/tree-page/tree-detail.tsx';
import type { TreeNode } from '../../../components/tree/hierarchy-tree.tsx';
import { Can } from '../../../components/permission/can.tsx';
import type { SystemPageProps } from '../page-types.ts';
import { menuAppsQuery, menuTreeQuery, type MenuEntry } from './menus-api.ts';
import { flatten } from './menu-form.ts';
import { useMenuActions } from './use-menu-actions.tsx';
import { localName } from '../../../lib/local-name.ts';

const SYSTEM_APP = '10010';

const useStyles = makeStyles({
  // A menu's code is what permissions and embedded applications name it by: shown as quiet
  // reference text beside the name, not as a coloured badge that competes with the name.
  aside: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  code: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3 },
});

export default function MenusPage({ title }: SystemPageProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const lang = useAtomValue(langAtom);
  const page = useTreePage(['app']);
  const appCode = page.filters.app || SYSTEM_APP;
  const apps = useQuery(menuAppsQuery());
  const tree = useQuery(menuTreeQuery(appCode));
  const nameOf = (m: MenuEntry) => localName(m, lang);
  const byId = new Map(flatten(tree.data ?? []).map(({ entry }) => [entry.id, entry]));
  const act = useMenuActions(appCode, tree.data ?? [], nameOf);
  const kindOf = (m: MenuEntry) => (m.category === 2 ? t`Button (permission)` : m.type === 'external' ? t`External link` : t`Menu`);

  const toNodes = (list: readonly MenuEntry[]): TreeNode[] =>
    list.map((m) => ({
      id: m.id,
      label: nameOf(m),
      text: nameOf(m),
      children: toNodes(m.children ?? []),
      aside: (
        <span className={styles.aside}>
          <Caption1 className={styles.code} data-testid="menu-code">
            {m.code}
          </Caption1>
          {m.category === 2 ? (
            <Badge appearance="outline" size="small" color="informative">
              {t`Button`}
            </Badge>
          ) : null}
        </span>
      ),
    }));
  const detail = (m: MenuEntry): TreeDetail => ({
    title: nameOf(m),
    facts: [
      [t`Code`, m.code],
      [t`Type`, kindOf(m)],
      [t`Route address`, m.path || '—'],
      [t`Component path`, m.component || '—'],
      [t`View URL`, m.views || '—'],
      [t`Hidden`, m.hidden ? t`Yes` : t`No`],
    ],
  });

  return (
    <TreePage
      title={title}
      toolbar={
        <Can code="menu:add">
          <Button appearance="primary" onClick={act.add}>{t`Add menu`}</Button>
        </Can>
      }
      header={
        <Field label={t`Application`} style={{ maxWidth: '360px' }}>
          <Select value={appCode} onChange={(_, d) => page.filter('app', d.value === SYSTEM_APP ? '' : d.value)} data-testid="menu-app">
            <option value={SYSTEM_APP}>{t`System manage`}</option>
            <option value="10012">{t`Monitor`}</option>
            {(apps.data ?? []).map((a) => (
              <option key={a.id} value={a.code}>
                {localName(a, lang)}
              </option>
            ))}
          </Select>
        </Field>
      }
      state={page}
      query={tree}
      loadingLabel={t`Loading the menus…`}
      errorTitle={t`The menus could not be loaded.`}
      emptyText={t`This application has no menus yet.`}
      treeLabel={t`Menus`}
      searchLabel={t`Search menus`}
      nodes={toNodes}
      actions={(id) => (byId.has(id) ? act.actions(byId.get(id)!) : [])}
      detail={(id) => (byId.has(id) ? detail(byId.get(id)!) : undefined)}
    >
      {act.dialog}
    </TreePage>
  );
}
