// Departments (`organization`): the organisation tree. Each node has a type, a sort order and
// default roles; add a child, edit, move under another parent, delete (refused, with the
// server's reason, while it has sub-departments or users). For a delegate, the actions on a
// department outside their data scope (and adding at the top level) are disabled with the reason.
// The selected department lives in the URL (`?selected=12`, what the command palette opens), and
// the way to it starts open.
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, makeStyles } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { ArrowMoveRegular } from '@fluentui/react-icons/svg/arrow-move';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { HierarchyTree } from '../../../components/tree/hierarchy-tree.tsx';
import { Can } from '../../../components/permission/can.tsx';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import type { SystemPageProps } from '../page-types.ts';
import { departmentNodes, topLevelRefusal, type Department } from '../shared/department-tree.ts';
import { refusalProps } from '../../../components/permission/refusal.ts';
import { departmentsQuery, deptRoleOptionsQuery, useDeleteDepartment } from './departments-api.ts';
import { DepartmentFormDialog, type DepartmentDialogState } from './department-form-dialog.tsx';
import { DepartmentMoveDialog } from './department-move-dialog.tsx';
import { useDeptTypes } from './dept-types.ts';

const useStyles = makeStyles({
  label: { display: 'inline-flex', gap: '6px', alignItems: 'center' },
  aside: { display: 'inline-flex', gap: '4px' },
});

/** The departments above `id`, nearest first. */
function ancestorsOf(byId: ReadonlyMap<number, Department>, id: number | null): number[] {
  const out: number[] = [];
  for (
    let parent = id == null ? null : byId.get(id)?.parentId;
    parent != null && !out.includes(parent);
    parent = byId.get(parent)?.parentId
  ) {
    out.push(parent);
  }
  return out;
}

export default function DepartmentsPage({ title }: SystemPageProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const deptTypes = useDeptTypes();
  const query = useQuery(departmentsQuery());
  const roles = useQuery(deptRoleOptionsQuery());
  const remove = useDeleteDepartment();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<DepartmentDialogState>({ open: false });
  const [moving, setMoving] = useState<Department | null>(null);
  const list = query.data ?? [];
  const byId = new Map(list.map((d) => [d.id, d]));
  const roleName = new Map((roles.data ?? []).map((r) => [r.id, r.name]));
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('selected')) || null;
  const openAtFirst = [...list.filter((d) => d.parentId === null).map((d) => d.id), ...ancestorsOf(byId, selected)];

  const label = (d: Department) => (
    <span className={styles.label}>
      {d.name}
      <Badge appearance="outline" size="small">
        {deptTypes.labelOf(d.type)}
      </Badge>
    </span>
  );
  const aside = (d: Department) => (
    <span className={styles.aside}>
      {d.roleIds.map((id) => (
        <Badge key={id} appearance="tint" color="informative" size="small" title={t`Default role`}>
          {roleName.get(id) ?? `#${id}`}
        </Badge>
      ))}
      <Badge appearance="ghost" size="small">{t`${d.userCount} users`}</Badge>
    </span>
  );

  return (
    <PageLayout
      title={title}
      toolbar={
        <Can code="dept:add">
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => setDialog({ open: true, parent: null })}
            {...refusalProps(topLevelRefusal(list))}
          >{t`Add top-level department`}</Button>
        </Can>
      }
    >
      <QueryState query={query} loadingLabel={t`Loading departments`} errorTitle={t`The departments could not be loaded.`}>
        {(rows) =>
          rows.length ? (
            <HierarchyTree
              label={t`Departments`}
              nodes={departmentNodes(rows, label, aside)}
              selectedId={selected}
              onSelect={(id) => setParams({ selected: String(id) }, { replace: true })}
              defaultOpenIds={openAtFirst}
              actions={(node) => {
                const d = byId.get(node.id as number)!;
                return (
                  <>
                    <Can code="dept:add">
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<AddRegular />}
                        aria-label={t`Add under ${d.name}`}
                        onClick={() => setDialog({ open: true, parent: d })}
                        {...refusalProps(d.scopeRefusal, t`Add a sub-department`)}
                      />
                    </Can>
                    <Can code="dept:edit">
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<EditRegular />}
                        aria-label={t`Edit ${d.name}`}
                        onClick={() => setDialog({ open: true, dept: d })}
                        {...refusalProps(d.scopeRefusal, t`Edit`)}
                      />
                    </Can>
                    <Can code="dept:move">
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<ArrowMoveRegular />}
                        aria-label={t`Move ${d.name}`}
                        onClick={() => setMoving(d)}
                        {...refusalProps(d.scopeRefusal, t`Move`)}
                      />
                    </Can>
                    <Can code="dept:delete">
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<DeleteRegular />}
                        aria-label={t`Delete ${d.name}`}
                        {...refusalProps(d.scopeRefusal, t`Delete`)}
                        onClick={async () => {
                          if (
                            await confirm({
                              title: t`Delete the department ${d.name}?`,
                              message: t`This cannot be undone.`,
                              confirmText: t`Delete`,
                              danger: true,
                            })
                          ) {
                            await remove.mutateAsync(d.id).catch(() => undefined);
                          }
                        }}
                      />
                    </Can>
                  </>
                );
              }}
            />
          ) : (
            <p>{t`No departments yet. Add a company or a department to start the organisation.`}</p>
          )
        }
      </QueryState>
      <DepartmentFormDialog state={dialog} onClose={() => setDialog({ open: false })} />
      <DepartmentMoveDialog dept={moving} all={list} onClose={() => setMoving(null)} />
    </PageLayout>
  );
}
