// Enable/disable switch of a list row (spec section 4: users, apps, dictionaries and items are
// enabled or disabled "each after a confirmation"). It asks first, then calls `onChange`; the
// switch shows the saved state, so a refused or failed change leaves it as it was.
import { Switch } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useConfirm } from '../confirm-dialog/confirm-dialog.tsx';
import { usePermission } from '../permission/use-permission.ts';

export interface StatusSwitchProps {
  /** 1 enabled, 0 disabled (the saved value). */
  status: number;
  /** The row's name, used in the question and the accessible label. */
  name: string;
  /** Permission code needed to change it; without it the switch is read-only. */
  code: string;
  onChange(status: 0 | 1): Promise<unknown>;
}

export function StatusSwitch({ status, name, code, onChange }: StatusSwitchProps) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const allowed = usePermission(code);
  const enabled = status === 1;
  return (
    <Switch
      checked={enabled}
      disabled={!allowed}
      aria-label={enabled ? t`Disable ${name}` : t`Enable ${name}`}
      label={enabled ? t`Enabled` : t`Disabled`}
      onChange={async () => {
        const ok = await confirm(
          enabled
            ? {
                title: t`Disable ${name}?`,
                message: t`It stops being available until it is enabled again.`,
                confirmText: t`Disable`,
                danger: true,
              }
            : { title: t`Enable ${name}?`, message: t`It becomes available again.`, confirmText: t`Enable` },
        );
        if (ok) await onChange(enabled ? 0 : 1).catch(() => undefined);
      }}
    />
  );
}
