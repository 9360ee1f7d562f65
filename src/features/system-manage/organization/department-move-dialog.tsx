// Move a department under another parent (or to the top). The department itself and those
// below it are not offered: the server refuses such a move as a cycle anyway.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Option,
} from '@fluentui/react-components';
import { departmentPaths, subtreeIds, type Department } from '../shared/department-tree.ts';
import { useMoveDepartment } from './departments-api.ts';

const TOP = 'top';

export function DepartmentMoveDialog({ dept, all, onClose }: { dept: Department | null; all: readonly Department[]; onClose(): void }) {
  const { t } = useLingui();
  const move = useMoveDepartment();
  const [target, setTarget] = useState<string>('');
  const blocked = dept ? subtreeIds(all, dept.id) : new Set<number>();
  const choices = departmentPaths(all).filter((p) => !blocked.has(p.id));
  const current = target || (dept?.parentId ? String(dept.parentId) : TOP);
  const label = current === TOP ? t`Top level` : (choices.find((c) => String(c.id) === current)?.path ?? '');
  const close = () => {
    setTarget('');
    onClose();
  };
  return (
    <Dialog
      open={dept !== null}
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Move ${dept?.name ?? ''}`}</DialogTitle>
          <DialogContent>
            <Field label={t`New parent`}>
              <Dropdown inlinePopup value={label} selectedOptions={[current]} onOptionSelect={(_, o) => setTarget(o.optionValue ?? TOP)}>
                <Option value={TOP}>{t`Top level`}</Option>
                {choices.map((c) => (
                  <Option key={c.id} value={String(c.id)}>
                    {c.path}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close}>{t`Cancel`}</Button>
            <Button
              appearance="primary"
              disabled={move.isPending}
              onClick={async () => {
                if (!dept) return;
                await move.mutateAsync({ id: dept.id, parentId: current === TOP ? null : Number(current) }).then(close, () => undefined);
              }}
            >{t`Move`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
