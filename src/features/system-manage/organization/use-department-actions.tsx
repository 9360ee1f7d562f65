// What can be done to a department, as data for the tree page: add a sub-department, edit, move,
// delete (asked first; the server refuses, with its reason, while it has sub-departments or
// users). For a delegate, each is disabled with the reason on a department outside their data
// scope. The hook also holds the dialogs these open.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { ArrowMoveRegular } from '@fluentui/react-icons/svg/arrow-move';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import type { TreeAction } from '../../../components/tree-page/tree-page.tsx';
import type { Department } from '../shared/department-tree.ts';
import { useDeleteDepartment } from './organization-api.ts';
import type { DepartmentDialogState } from './department-form-dialog.tsx';
import { lazyDialog } from '../../../components/lazy-dialog/lazy-dialog.tsx';

const DepartmentFormDialog = lazyDialog(
  () => import('./department-form-dialog.tsx').then((m) => m.DepartmentFormDialog),
  (p) => p.state.open,
);
const DepartmentMoveDialog = lazyDialog(
  () => import('./department-move-dialog.tsx').then((m) => m.DepartmentMoveDialog),
  (p) => p.dept !== null,
);

export function useDepartmentActions(all: readonly Department[]) {
  const { t } = useLingui();
  const remove = useDeleteDepartment();
  const [dialog, setDialog] = useState<DepartmentDialogState>({ open: false });
  const [moving, setMoving] = useState<Department | null>(null);

  // Every action names the department and is refused with the same reason outside the data scope.
  const actions = (d: Department): TreeAction[] =>
    (
      [
        {
          code: 'dept:add',
          icon: <AddRegular />,
          label: t`Add a sub-department`,
          name: t`Add under ${d.name}`,
          onClick: () => setDialog({ open: true, parent: d }),
        },
        {
          code: 'dept:edit',
          icon: <EditRegular />,
          label: t`Edit`,
          name: t`Edit ${d.name}`,
          onClick: () => setDialog({ open: true, dept: d }),
        },
        { code: 'dept:move', icon: <ArrowMoveRegular />, label: t`Move`, name: t`Move ${d.name}`, onClick: () => setMoving(d) },
        {
          code: 'dept:delete',
          icon: <DeleteRegular />,
          label: t`Delete`,
          name: t`Delete ${d.name}`,
          confirm: { title: t`Delete the department ${d.name}?`, message: t`This cannot be undone.`, confirmText: t`Delete`, danger: true },
          onClick: () => remove.mutateAsync(d.id).catch(() => undefined),
        },
      ] satisfies TreeAction[]
    ).map((action) => ({ ...action, disabledReason: d.scopeRefusal }));

  return {
    actions,
    addTopLevel: () => setDialog({ open: true, parent: null }),
    dialogs: (
      <>
        <DepartmentFormDialog state={dialog} onClose={() => setDialog({ open: false })} />
        <DepartmentMoveDialog dept={moving} all={all} onClose={() => setMoving(null)} />
      </>
    ),
  };
}
