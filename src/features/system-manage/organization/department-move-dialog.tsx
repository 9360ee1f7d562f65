// Move a department under another parent (or to the top), in the kit's FormDialog: Move is the
// dialog's save, a refusal shows on the parent field, and a parent chosen but not saved asks before
// the dialog closes. The department itself and those below it are not offered: the server refuses
// such a move as a cycle anyway. Parents outside the signed-in user's data scope (and the top
// level, for a scoped delegate) are disabled with the reason.
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { Dropdown } from '@fluentui/react-components';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { departmentPaths, subtreeIds, topLevelRefusal, type Department } from '../shared/department-tree.ts';
import { RefusableOption } from '../shared/refusable-option.tsx';
import { useMoveDepartment } from './organization-api.ts';

const TOP = 'top';

interface MoveValues {
  /** The new parent's id, or TOP. */
  parentId: string;
}

export function DepartmentMoveDialog({ dept, all, onClose }: { dept: Department | null; all: readonly Department[]; onClose(): void }) {
  const { t } = useLingui();
  const move = useMoveDepartment();
  const form = useForm<MoveValues>({ values: { parentId: dept?.parentId ? String(dept.parentId) : TOP } });
  const blocked = dept ? subtreeIds(all, dept.id) : new Set<number>();
  const choices = departmentPaths(all).filter((p) => !blocked.has(p.id));
  const byId = new Map(all.map((d) => [d.id, d]));
  const labelOf = (value: string) => (value === TOP ? t`Top level` : (choices.find((c) => String(c.id) === value)?.path ?? ''));
  return (
    <FormDialog
      open={dept !== null}
      title={t`Move ${dept?.name ?? ''}`}
      form={form}
      saveLabel={t`Move`}
      onSave={({ parentId }) => move.mutateAsync({ id: dept!.id, parentId: parentId === TOP ? null : Number(parentId) })}
      onClose={onClose}
    >
      <FormField control={form.control} name="parentId" label={t`New parent`}>
        {(field) => (
          <Dropdown
            inlinePopup
            value={labelOf(field.value)}
            selectedOptions={[field.value]}
            onOptionSelect={(_, o) => field.onChange(o.optionValue ?? TOP)}
            onBlur={field.onBlur}
          >
            <RefusableOption value={TOP} text={t`Top level`} refusal={topLevelRefusal(all)} />
            {choices.map((c) => (
              <RefusableOption key={c.id} value={String(c.id)} text={c.path} refusal={byId.get(c.id)?.scopeRefusal} />
            ))}
          </Dropdown>
        )}
      </FormField>
    </FormDialog>
  );
}
