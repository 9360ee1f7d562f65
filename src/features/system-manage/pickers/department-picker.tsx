// The department tree select of every admin form: the departments indented under their parents,
// each chosen by its full path ("Company / Sales / East"). A department the signed-in delegate may
// not take (`refusal`: the server's per-item reason, server/auth/grant-bounds.ts) stays listed but
// disabled, with the reason beneath its name; so does "no department" when their data scope does
// not cover it. The list is the shared departments query, which department writes refresh.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Dropdown, makeStyles } from '@fluentui/react-components';
import { departmentOptionsQuery, type Department } from '../../../api/options.ts';
import { departmentPaths, noDepartmentRefusal } from '../shared/department-tree.ts';
import { RefusableOption } from '../shared/refusable-option.tsx';

const useStyles = makeStyles({ dropdown: { minWidth: '0' } });

export interface DepartmentPickerProps {
  /** The chosen ids as strings; '' is "no department" (offered when `none` names it). */
  value: string[];
  onChange(value: string[]): void;
  multiselect?: boolean;
  /** The label of the "no department" choice; left out, there is none. */
  none?: string;
  /** The reason of the server that disables a department; left out, every one may be chosen (a notice's audience). */
  refusal?: keyof Pick<Department, 'placementRefusal' | 'scopeRefusal'>;
  placeholder?: string;
  disabled?: boolean;
  /** Asks the server only while true (a closed dialog loads nothing). */
  enabled?: boolean;
}

export function DepartmentPicker({
  value,
  onChange,
  multiselect,
  none,
  refusal,
  placeholder,
  disabled,
  enabled = true,
}: DepartmentPickerProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const depts = useQuery({ ...departmentOptionsQuery(), enabled });
  const list = depts.data ?? [];
  const byId = new Map(list.map((d) => [String(d.id), d]));
  const paths = departmentPaths(list);
  const pathOf = new Map(paths.map((p) => [String(p.id), p.path]));
  const shown = value.map((id) => (id === '' ? (none ?? '') : (pathOf.get(id) ?? ''))).filter(Boolean);
  // A chosen department is named once the list is in; until then the picker says it is loading
  // rather than "Choose a department", which reads as "none saved".
  const loading = depts.isPending && enabled && value.some((id) => id !== '');
  return (
    <Dropdown
      inlinePopup
      className={styles.dropdown}
      multiselect={multiselect}
      disabled={disabled}
      placeholder={loading ? t`Loading the departments…` : (placeholder ?? t`Choose a department`)}
      value={shown.join(', ')}
      selectedOptions={value}
      onOptionSelect={(_, o) => onChange(multiselect ? o.selectedOptions : [o.optionValue ?? ''])}
    >
      {none !== undefined ? <RefusableOption value="" text={none} refusal={refusal ? noDepartmentRefusal(list) : undefined} /> : null}
      {paths.map((p) => (
        <RefusableOption key={p.id} value={String(p.id)} text={p.path} refusal={refusal ? byId.get(String(p.id))?.[refusal] : undefined}>
          <span style={{ paddingInlineStart: `${p.depth * 16}px` }}>{p.name}</span>
        </RefusableOption>
      ))}
    </Dropdown>
  );
}
