// The names of the audit log's module and action codes in the user's language (the server
// stores codes). A code without a name here (a future module) shows as it is stored.
import { useLingui } from '@lingui/react/macro';

export function useAuditLabels() {
  const { t } = useLingui();
  const modules: Record<string, string> = {
    application: t`Applications`,
    'audit-log': t`Audit log`,
    dept: t`Departments`,
    dictionary: t`Dictionaries`,
    file: t`Files`,
    ldap: t`Directory login (LDAP)`,
    license: t`Licence`,
    login: t`Login`,
    'login-verify': t`Login verification`,
    menu: t`Menus`,
    'message-channel': t`Message channels`,
    notice: t`Notices`,
    'password-policy': t`Password policy`,
    personal: t`Personal space`,
    personalization: t`Personalisation`,
    role: t`Roles`,
    user: t`Users`,
    watermark: t`Watermark`,
  };
  const actions: Record<string, string> = {
    create: t`Create`,
    update: t`Update`,
    delete: t`Delete`,
    enable: t`Enable`,
    disable: t`Disable`,
    move: t`Move`,
    authority: t`Permissions`,
    'change-password': t`Change password`,
    'reset-password': t`Reset password`,
    'update-profile': t`Update profile`,
    distribute: t`Distribute`,
    groups: t`Application groups`,
    import: t`Import`,
    upload: t`Upload`,
    login: t`Log in`,
    'login-failure': t`Failed login`,
    lockout: t`Account locked`,
    logout: t`Log out`,
    unlock: t`Unlock`,
    publish: t`Publish`,
    retry: t`Send again`,
    withdraw: t`Withdraw`,
    settings: t`Settings`,
    sync: t`Sync`,
    'create-user': t`Create user`,
    'update-user': t`Update user`,
    'bind-users': t`Add users`,
    'unbind-users': t`Remove users`,
    'bind-departments': t`Add departments`,
    'unbind-departments': t`Remove departments`,
    'never-expire-add': t`Add a never-expiring password`,
    'never-expire-remove': t`Remove a never-expiring password`,
    'update-mail': t`Update the mail server`,
    'update-wecom': t`Update WeCom`,
    'update-dingtalk': t`Update DingTalk`,
  };
  return {
    module: (code: string) => modules[code] ?? code,
    action: (code: string) => actions[code] ?? code,
  };
}
