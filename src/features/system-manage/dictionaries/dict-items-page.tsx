// A dictionary's items (`data-dictionary/:id/items`, the "config list"): a tree table, each item
// enabled or disabled after a confirmation; a disabled item leaves every select that reads the
// dictionary (GET /system/dict/items?code=).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'wouter';
import { Button, Link, makeStyles } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/data-table-types.ts';
import { Can } from '../../../components/permission/can.tsx';
import { statusColumn } from '../../../components/status-switch/status-column.tsx';
import { actionsColumn } from '../../../components/row-actions/actions-column.tsx';
import { wholeList } from '../../../components/data-table/whole-list.ts';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { langAtom } from '../../../state/lang-state.ts';
import type { SystemPageProps } from '../page-types.ts';
import { dictItemsQuery, dictTypeQuery, useDictItemStatus, useRemoveDictItem, type DictItem } from './dictionaries-api.ts';
import { inTreeOrder, type TreeRow } from './dict-item-form.ts';
import type { DictItemEditing } from './dict-item-form-dialog.tsx';
import { localName } from '../../../lib/local-name.ts';
import { lazyDialog } from '../../../components/lazy-dialog/lazy-dialog.tsx';

const DictItemFormDialog = lazyDialog(
  () => import('./dict-item-form-dialog.tsx').then((m) => m.DictItemFormDialog),
  (p) => p.editing !== null,
);

const useStyles = makeStyles({ back: { display: 'inline-flex', alignItems: 'center', gap: '4px' } });

export default function DictItemsPage({ title, entry, params }: SystemPageProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const lang = useAtomValue(langAtom);
  const typeId = Number(params.id);
  const type = useQuery(dictTypeQuery(typeId));
  const items = useQuery(dictItemsQuery(typeId));
  const setStatus = useDictItemStatus();
  const remove = useRemoveDictItem();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<DictItemEditing | null>(null);
  const labelOf = (i: DictItem) => i.i18nNames?.[lang] || i.value;
  const rows = inTreeOrder(items.data ?? []);
  async function removeItem(i: DictItem) {
    const ok = await confirm({
      title: t`Delete the item ${labelOf(i)}?`,
      message: t`This cannot be undone.`,
      confirmText: t`Delete`,
      danger: true,
    });
    if (ok) await remove.mutateAsync(i.id).catch(() => undefined);
  }
  const typeName = type.data ? localName(type.data, lang) : '';

  const columns: DataTableColumn<TreeRow>[] = [
    { id: 'key', label: t`Key`, hideable: false, cell: (i) => <span style={{ paddingInlineStart: `${i.depth * 20}px` }}>{i.key}</span> },
    { id: 'value', label: t`Value`, cell: (i) => i.value },
    { id: 'label', label: t`Label`, cell: (i) => labelOf(i) },
    { id: 'sort', label: t`Sort order`, cell: (i) => i.sort, defaultHidden: true },
    statusColumn<TreeRow>(t`Status`, {
      code: 'dict:status',
      nameOf: labelOf,
      onChange: (i, status) => setStatus.mutateAsync({ id: i.id, status }),
    }),
    actionsColumn(
      t`Actions`,
      (i) => [
        { code: 'dict:add', icon: <AddRegular />, label: t`Add child`, onClick: () => setEditing({ item: { parentId: i.id } }) },
        { code: 'dict:edit', icon: <EditRegular />, label: t`Edit`, onClick: () => setEditing({ item: i }) },
        { code: 'dict:delete', icon: <DeleteRegular />, label: t`Delete`, onClick: () => removeItem(i) },
      ],
      { minWidth: 320 },
    ),
  ];

  return (
    <PageLayout
      title={typeName ? t`${typeName} items` : title}
      toolbar={
        <Can code="dict:add">
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ item: {} })}>{t`Add item`}</Button>
        </Can>
      }
    >
      <RouterLink href={entry.href} asChild>
        <Link className={styles.back}>
          <ArrowLeftRegular />
          {t`Back to dictionaries`}
        </Link>
      </RouterLink>
      <DataTable
        tableId="system-dictionary-items"
        label={typeName || title}
        columns={columns}
        getRowId={(i) => i.id}
        {...wholeList({ ...items, data: rows })}
        errorTitle={t`The items could not be loaded.`}
        emptyText={t`This dictionary has no items yet.`}
      />
      <DictItemFormDialog typeId={typeId} items={items.data ?? []} editing={editing} labelOf={labelOf} onClose={() => setEditing(null)} />
    </PageLayout>
  );
}
