// Localised texts for licence labels and quick-access unusable reasons.
import { useLingui } from '@lingui/react/macro';
import type { LicenseLabel, UnusableReason } from './home-api.ts';

export function useHomeLabels() {
  const { t } = useLingui();
  const license: Record<LicenseLabel, string> = {
    effect: t`Licensed`,
    narrow: t`Restricted`,
    overdue: t`Expired`,
    unactivated: t`Not activated`,
  };
  const reason: Record<UnusableReason, string> = {
    noPermission: t`No permission`,
    disabled: t`Disabled`,
    deleted: t`Deleted`,
    expired: t`Licence expired`,
    restricted: t`Licence restricted`,
    unactivated: t`Licence not activated`,
  };
  return { license, reason };
}

export const LICENSE_COLORS: Record<LicenseLabel, 'success' | 'warning' | 'danger' | 'informative'> = {
  effect: 'success',
  narrow: 'warning',
  overdue: 'danger',
  unactivated: 'informative',
};
