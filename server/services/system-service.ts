// Handlers of openapi/arcana-system.yaml, gathered from one module per area.
import type { ServiceContext, SystemHandlers } from './context.ts';
import { personalizationService } from './system/personalization/personalization-handlers.ts';
import { licenseService } from './system/license/license-handlers.ts';
import { menuService } from './system/menus/menu-handlers.ts';
import { appService } from './system/apps/apps-handlers.ts';
import { userAppService } from './system/apps/user-apps-handlers.ts';
import { monitorService } from '../monitor/monitor-service.ts';
import { userService } from './system/current-user/current-user-handlers.ts';
import { passwordPolicyService } from './system/password-policy/password-policy-handlers.ts';
import { loginVerifyService } from './system/login-verify/login-verify-handlers.ts';
import { auditLogService } from './system/audit-log/audit-log-handlers.ts';
import { watermarkService } from './system/watermark/watermark-handlers.ts';
import { dictionaryService } from './system/dictionaries/dict-handlers.ts';
import { roleService } from './system/roles/role-handlers.ts';
import { roleAuthorityService } from './system/roles/role-authority-handlers.ts';
import { personalService } from './system/personal/personal-handlers.ts';
import { uploadService } from './system/uploads/upload-handlers.ts';
import { applicationService } from './system/applications/applications-handlers.ts';
import { menuAdminService } from './system/menus/menu-admin-handlers.ts';
import { userAdminService } from './system/users/user-handlers.ts';
import { passwordSourceService } from './system/users/password-source-handlers.ts';
import { organizationService } from './system/organization/organization-handlers.ts';
import { ldapService } from './system/ldap/ldap-handlers.ts';
import { noticeService } from './system/messages/notice-handlers.ts';
import { channelService } from './system/messages/channel-handlers.ts';
import { optionsService } from './system/options/options-handlers.ts';

export function systemService(ctx: ServiceContext): SystemHandlers {
  return {
    ...personalizationService(ctx),
    ...licenseService(ctx),
    ...menuService(ctx),
    ...appService(ctx),
    ...userAppService(ctx),
    ...monitorService(ctx),
    ...userService(ctx),
    ...passwordPolicyService(ctx),
    ...loginVerifyService(ctx),
    ...auditLogService(ctx),
    ...watermarkService(ctx),
    ...dictionaryService(ctx),
    ...roleService(ctx),
    ...roleAuthorityService(ctx),
    ...personalService(ctx),
    ...uploadService(ctx),
    ...applicationService(ctx),
    ...menuAdminService(ctx),
    ...userAdminService(ctx),
    ...passwordSourceService(ctx),
    ...organizationService(ctx),
    ...ldapService(ctx),
    ...noticeService(ctx),
    ...channelService(ctx),
    ...optionsService(ctx),
  };
}
