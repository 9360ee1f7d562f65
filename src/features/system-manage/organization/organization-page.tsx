// The organisation page (`organization`): the departments' tree on the tree page shape. Each node has a
// type, a sort order and default roles; add a child, edit, move under another parent, delete
// (use-department-actions.tsx). For a delegate, adding at the top level is disabled with the
// reason. The selected department lives in the URL (`?selected=12`, what the command palette
// opens), and the way to it starts open.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { TreePage } from '../../../components/tree-page/tree-page.tsx';
import { useTreePage } from '../../../components/tree-page/use-tree-page.ts';
import { Can } from '../../../components/permission/can.tsx';
import { refusalProps } from '../../../components/permission/refusal.ts';
import type { SystemPageProps } from '../page-types.ts';
import { departmentNodes, topLevelRefusal } from '../shared/department-tree.ts';
import { departmentOptionsQuery, roleOptionsQuery } from '../../../api/options.ts';
import { useDepartmentActions } from './use-department-actions.tsx';
import { useDepartmentView } from './department-view.tsx';

export default function OrganizationPage({ title }: SystemPageProps) {
  const { t } = useLingui();
  const tree = useTreePage();
  const query = useQuery(departmentOptionsQuery());
  const roles = useQuery(roleOptionsQuery());
  const list = query.data ?? [];
  const byId = new Map(list.map((d) => [d.id, d]));
  const view = useDepartmentView(roles.data ?? []);
  const act = useDepartmentActions(list);

  return (
    <TreePage
      title={title}
      toolbar={
        <Can code="dept:add">
          <Button appearance="primary" icon={<AddRegular />} onClick={act.addTopLevel} {...refusalProps(topLevelRefusal(list))}>
            {t`Add top-level department`}
          </Button>
        </Can>
      }
      state={tree}
      query={query}
      loadingLabel={t`Loading departments`}
      errorTitle={t`The departments could not be loaded.`}
      emptyText={t`No departments yet. Add a company or a department to start the organisation.`}
      treeLabel={t`Departments`}
      searchLabel={t`Search departments`}
      nodes={(rows) => departmentNodes(rows, view.label, view.aside)}
      actions={(id) => (byId.has(id) ? act.actions(byId.get(id)!) : [])}
      detail={(id) => (byId.has(id) ? view.detail(byId.get(id)!) : undefined)}
    >
      {act.dialogs}
    </TreePage>
  );
}
