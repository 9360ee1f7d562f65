// What can be done to a menu entry, as data for the tree page: add a child (menus only), edit
// (also to move it under another parent) and delete, asked first with the entries under it
// named, as they go too. The hook also holds the form dialog these open.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import type { TreeAction } from '../../../components/tree-page/tree-page.tsx';
import { useRemoveMenu, type MenuEntry } from './menus-api.ts';
import { flatten } from './menu-form.ts';
import { lazyDialog } from '../../../components/lazy-dialog/lazy-dialog.tsx';

const MenuFormDialog = lazyDialog(() => import('./menu-form-dialog.tsx').then((m) => m.MenuFormDialog));

type Editing = { entry: MenuEntry | null; parentId: number | null } | null;

export function useMenuActions(appCode: string, tree: readonly MenuEntry[], nameOf: (m: MenuEntry) => string) {
  const { t } = useLingui();
  const remove = useRemoveMenu();
  const [editing, setEditing] = useState<Editing>(null);

  const actions = (m: MenuEntry): TreeAction[] => {
    const below = flatten(m.children ?? []).map(({ entry }) => nameOf(entry));
    return [
      {
        code: 'menu:add',
        icon: <AddRegular />,
        label: t`Add child`,
        name: t`Add under ${nameOf(m)}`,
        hidden: m.category !== 1,
        onClick: () => setEditing({ entry: null, parentId: m.id }),
      },
      {
        code: 'menu:edit',
        icon: <EditRegular />,
        label: t`Edit`,
        name: t`Edit ${nameOf(m)}`,
        onClick: () => setEditing({ entry: m, parentId: m.parentId ?? null }),
      },
      {
        code: 'menu:delete',
        icon: <DeleteRegular />,
        label: t`Delete`,
        name: t`Delete ${nameOf(m)}`,
        confirm: {
          title: t`Delete ${nameOf(m)}?`,
          danger: true,
          confirmText: t`Delete`,
          message: below.length ? t`These entries under it are deleted too: ${below.join(', ')}.` : t`It has no entries under it.`,
        },
        onClick: () => remove.mutateAsync(m.id).catch(() => undefined),
      },
    ];
  };

  return {
    actions,
    add: () => setEditing({ entry: null, parentId: null }),
    dialog: editing ? (
      <MenuFormDialog appCode={appCode} tree={tree} entry={editing.entry} parentId={editing.parentId} onClose={() => setEditing(null)} />
    ) : null,
  };
}
