// Dictionaries (`data-dictionary`): the types, paged and searchable, each enabled or disabled
// after a confirmation; a type's items open on its own page (`data-dictionary/:id/items`).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { Badge, makeStyles } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { TextBulletListTreeRegular } from '@fluentui/react-icons/svg/text-bullet-list-tree';
import { useListQuery } from '../../../components/list-page/use-list-page.ts';
import type { DataTableColumn } from '../../../components/data-table/data-table-types.ts';
import { AddButton } from '../../../components/permission/add-button.tsx';
import { actionsColumn } from '../../../components/row-actions/actions-column.tsx';
import { statusColumn } from '../../../components/status-switch/status-column.tsx';
import { StatusListPage } from '../shared/status-list-page.tsx';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { langAtom } from '../../../state/lang-state.ts';
import type { SystemPageProps } from '../page-types.ts';
import { dictTypesQuery, useDictTypeStatus, useRemoveDictType, type DictType } from './dictionaries-api.ts';
import { useDictList } from './use-dict-search.ts';
import { subPageHref } from '../sub-page-link.ts';
import { localName } from '../../../lib/local-name.ts';
import { lazyDialog } from '../../../components/lazy-dialog/lazy-dialog.tsx';

const DictTypeFormDialog = lazyDialog(
  () => import('./dict-type-form-dialog.tsx').then((m) => m.DictTypeFormDialog),
  (p) => p.type !== undefined,
);

// The badge keeps its width: squeezed beside a long name it broke into one letter a line.
const useStyles = makeStyles({ name: { display: 'inline-flex', alignItems: 'center', gap: '8px', '& .fui-Badge': { flexShrink: 0 } } });

export default function DictionariesPage({ title, entry }: SystemPageProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const lang = useAtomValue(langAtom);
  const [, navigate] = useLocation();
  const list = useListQuery(useDictList(), dictTypesQuery);
  const setStatus = useDictTypeStatus();
  const remove = useRemoveDictType();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<DictType | null | undefined>(undefined);
  const nameOf = (d: DictType) => localName(d, lang);
  const itemsPath = (d: DictType) => subPageHref(entry, 'data-dictionary', ':id/items', { id: d.id });
  const removeType = async (d: DictType) => {
    const ok = await confirm({
      title: t`Delete the dictionary ${nameOf(d)}?`,
      message: t`Its ${d.itemCount} item(s) are deleted with it. This cannot be undone.`,
      confirmText: t`Delete`,
      danger: true,
    });
    if (ok) await remove.mutateAsync(d.id).catch(() => undefined);
  };

  const columns: DataTableColumn<DictType>[] = [
    { id: 'code', label: t`Code`, cell: (d) => d.code, hideable: false },
    {
      id: 'name',
      label: t`Dictionary name`,
      minWidth: 160,
      cell: (d) => (
        <span className={styles.name}>
          {nameOf(d)}
          {d.builtIn ? <Badge appearance="outline" size="small">{t`Built-in`}</Badge> : null}
        </span>
      ),
    },
    { id: 'items', label: t`Items`, minWidth: 64, cell: (d) => d.itemCount },
    { id: 'description', label: t`Description`, cell: (d) => d.description, defaultHidden: true },
    statusColumn<DictType>(t`Status`, {
      code: 'dict:status',
      nameOf,
      onChange: (d, status) => setStatus.mutateAsync({ id: d.id, status }),
    }),
    // Items and Edit on one line; Delete (custom dictionaries) wraps where the table is narrow.
    actionsColumn(
      t`Actions`,
      (d) => [
        { icon: <TextBulletListTreeRegular />, label: t`Items`, onClick: () => navigate(itemsPath(d)) },
        { code: 'dict:edit', icon: <EditRegular />, label: t`Edit`, onClick: () => setEditing(d) },
        { code: 'dict:delete', icon: <DeleteRegular />, label: t`Delete`, hidden: d.builtIn, onClick: () => removeType(d) },
      ],
      { minWidth: 160 },
    ),
  ];

  const add = <AddButton code="dict:add" label={t`Add dictionary`} onClick={() => setEditing(null)} />;
  const texts = { search: t`Code or name`, error: t`The dictionaries could not be loaded.`, empty: t`No dictionaries match.` };
  return (
    <StatusListPage title={title} add={add} columns={columns} list={list} texts={texts}>
      <DictTypeFormDialog type={editing} onClose={() => setEditing(undefined)} />
    </StatusListPage>
  );
}
