// The role bindings page's department picker: departments not yet bound to the role, each one the
// signed-in user may not change the default roles of disabled with the server's reason.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Combobox } from '@fluentui/react-components';
import { RefusableOption } from '../shared/refusable-option.tsx';
import { authorityOptionsQuery, useBindDepartments, type BoundDepartment } from './roles-api.ts';

/** Departments to bind: one the user may not change the default roles of is disabled with the reason. */
export function BindDepartmentPicker({
  roleId,
  bound,
  roleRefusal,
}: {
  roleId: number;
  bound: readonly BoundDepartment[];
  roleRefusal?: string;
}) {
  const { t } = useLingui();
  const options = useQuery(authorityOptionsQuery());
  const bind = useBindDepartments();
  const boundIds = new Set(bound.map((d) => d.id));
  const free = (options.data?.departments ?? []).filter((d) => !boundIds.has(d.id));
  return (
    <Combobox
      placeholder={t`Bind a department…`}
      aria-label={t`Bind a department`}
      value=""
      selectedOptions={[]}
      disabled={Boolean(roleRefusal)}
      title={roleRefusal}
      onOptionSelect={(_, d) => {
        if (d.optionValue) void bind.mutateAsync({ roleId, deptIds: [Number(d.optionValue)], bound: true }).catch(() => undefined);
      }}
    >
      {free.map((d) => (
        <RefusableOption key={d.id} value={String(d.id)} text={d.name} refusal={d.defaultRolesRefusal} />
      ))}
    </Combobox>
  );
}
