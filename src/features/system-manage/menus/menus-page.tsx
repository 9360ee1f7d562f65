// Menu management: pick an application, see its tree of menus and buttons, add, edit (also to
// move under another parent) and delete with a confirmation that names the children. The
// sidebar shows the changes after a reload.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Field, Select, makeStyles } from '@fluentui/react-components';
import { langAtom } from '../../../state/lang-state.ts';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { HierarchyTree, type TreeNode } from '../../../components/tree/hierarchy-tree.tsx';
import { Can } from '../../../components/permission/can.tsx';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import type { SystemPageProps } from '../page-types.ts';
import { menuAppsQuery, menuTreeQuery, useRemoveMenu, type MenuEntry } from './menus-api.ts';
import { flatten } from './menu-form.ts';
import { MenuFormDialog } from './menu-form-dialog.tsx';

const useStyles = makeStyles({
  actions: { display: 'inline-flex', gap: '2px' },
  empty: { padding: '16px' },
});

type Editing = { entry: MenuEntry | null; parentId: number | null } | null;

export default function MenusPage({ title }: SystemPageProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const lang = useAtomValue(langAtom);
  const [appCode, setAppCode] = useState('10010');
  const apps = useQuery(menuAppsQuery());
  const tree = useQuery(menuTreeQuery(appCode));
  const remove = useRemoveMenu();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const nameOf = (m: MenuEntry) => m.i18nNames?.[lang] || m.name;

  const toNodes = (list: readonly MenuEntry[]): TreeNode[] =>
    list.map((m) => ({
      id: m.id,
      label: nameOf(m),
      children: toNodes(m.children ?? []),
      aside: (
        <Badge appearance="outline" size="small" color={m.category === 2 ? 'informative' : 'brand'}>
          {m.category === 2 ? t`Button` : m.code}
        </Badge>
      ),
    }));
  const byId = new Map(flatten(tree.data ?? []).map(({ entry }) => [entry.id, entry]));

  async function del(m: MenuEntry) {
    const children = flatten(m.children ?? []).map(({ entry }) => nameOf(entry));
    const ok = await confirm({
      title: t`Delete ${nameOf(m)}?`,
      danger: true,
      confirmText: t`Delete`,
      message: children.length ? t`These entries under it are deleted too: ${children.join(', ')}.` : t`It has no entries under it.`,
    });
    if (ok) await remove.mutateAsync(m.id).catch(() => undefined);
  }

  return (
    <PageLayout
      title={title}
      toolbar={
        <Can code="menu:add">
          <Button appearance="primary" onClick={() => setEditing({ entry: null, parentId: null })}>{t`Add menu`}</Button>
        </Can>
      }
    >
      <Field label={t`Application`} style={{ maxWidth: '360px' }}>
        <Select value={appCode} onChange={(_, d) => setAppCode(d.value)} data-testid="menu-app">
          <option value="10010">{t`System manage`}</option>
          <option value="10012">{t`Monitor`}</option>
          {(apps.data ?? []).map((a) => (
            <option key={a.id} value={a.code}>
              {a.i18nNames?.[lang] || a.name}
            </option>
          ))}
        </Select>
      </Field>
      <QueryState query={tree} loadingLabel={t`Loading the menus…`} errorTitle={t`The menus could not be loaded.`}>
        {(data) =>
          data.length ? (
            <HierarchyTree
              label={t`Menus`}
              nodes={toNodes(data)}
              actions={(node) => {
                const m = byId.get(Number(node.id));
                if (!m) return null;
                return (
                  <span className={styles.actions}>
                    {m.category === 1 ? (
                      <Can code="menu:add">
                        <Button
                          size="small"
                          appearance="subtle"
                          onClick={() => setEditing({ entry: null, parentId: m.id })}
                        >{t`Add child`}</Button>
                      </Can>
                    ) : null}
                    <Can code="menu:edit">
                      <Button
                        size="small"
                        appearance="subtle"
                        onClick={() => setEditing({ entry: m, parentId: m.parentId ?? null })}
                      >{t`Edit`}</Button>
                    </Can>
                    <Can code="menu:delete">
                      <Button size="small" appearance="subtle" onClick={() => void del(m)}>{t`Delete`}</Button>
                    </Can>
                  </span>
                );
              }}
            />
          ) : (
            <div className={styles.empty}>{t`This application has no menus yet.`}</div>
          )
        }
      </QueryState>
      {editing ? (
        <MenuFormDialog
          appCode={appCode}
          tree={tree.data ?? []}
          entry={editing.entry}
          parentId={editing.parentId}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </PageLayout>
  );
}
