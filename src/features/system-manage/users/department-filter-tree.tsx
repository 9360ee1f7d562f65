// The department tree beside the users list: choosing a department shows its users and those of
// every department below it; "All departments" clears the filter.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles } from '@fluentui/react-components';
import { HierarchyTree } from '../../../components/tree/hierarchy-tree.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { departmentNodes } from '../shared/department-tree.ts';
import { departmentOptionsQuery } from '../../../api/options.ts';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0 } });

export function DepartmentFilterTree({ selected, onSelect }: { selected: string; onSelect(deptId: string | undefined): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const query = useQuery(departmentOptionsQuery());
  return (
    <div className={styles.root}>
      <Button appearance={selected ? 'subtle' : 'secondary'} onClick={() => onSelect(undefined)}>{t`All departments`}</Button>
      <QueryState query={query} loadingLabel={t`Loading departments`} errorTitle={t`The departments could not be loaded.`}>
        {(list) => (
          <HierarchyTree
            label={t`Departments`}
            nodes={departmentNodes(list)}
            selectedId={selected ? Number(selected) : null}
            onSelect={(id) => onSelect(String(id))}
          />
        )}
      </QueryState>
    </div>
  );
}
