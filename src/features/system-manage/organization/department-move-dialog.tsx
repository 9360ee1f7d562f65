// Move a department under another parent (or to the top). The department itself and those
// below it are not offered: the server refuses such a move as a cycle anyway. Parents outside the
// signed-in user's data scope (and the top level, for a scoped delegate) are disabled with the reason.
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
} from '@fluentui/react-components';
import { departmentPaths, subtreeIds, topLevelRefusal, type Department } from '../shared/department-tree.ts';
import { RefusableOption } from '../shared/refusable-option.tsx';
import { useMoveDepartment } from './departments-api.ts';

const TOP = 'top';

export function DepartmentMoveDialog({ dept, all, onClose }: { dept: Department | null; all: readonly Department[]; onClose(): void }) {
  const { t } = useLingui();
  const move = useMoveDepartment();
  const [target, setTarget] = useState<string>('');
  const blocked = dept ? subtreeIds(all, dept.id) : new Set<number>();
  const choices = departmentPaths(all).filter((p) => !blocked.has(p.id));
  const byId = new Map(all.map((d) => [d.id, d]));
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
                <RefusableOption value={TOP} text={t`Top level`} refusal={topLevelRefusal(all)} />
                {choices.map((c) => (
                  <RefusableOption key={c.id} value={String(c.id)} text={c.path} refusal={byId.get(c.id)?.scopeRefusal} />
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
