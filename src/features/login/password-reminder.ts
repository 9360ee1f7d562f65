// After a login whose password is about to expire (passwordStatus 1), remind the user how many
// days are left (spec section 4: password lifetime and reminder days).
import { t } from '@lingui/core/macro';
import { notify } from '../../api/notify.ts';

export const PASSWORD_EXPIRING_SOON = 1;

export function passwordReminderText(expireAfterDays: number): string {
  return expireAfterDays <= 0
    ? t`Your password expires today. Please change it in your personal space.`
    : t`Your password expires in ${expireAfterDays} day(s). Please change it in your personal space.`;
}

export function remindIfPasswordExpiresSoon(passwordStatus: number, expireAfterDays: number | undefined): boolean {
  if (passwordStatus !== PASSWORD_EXPIRING_SOON || expireAfterDays === undefined || expireAfterDays < 0) return false;
  notify(passwordReminderText(expireAfterDays), 'warning');
  return true;
}
