// Role form values <-> API body: a coded record (shared/record-form.ts) that is enabled or not.
import { codedBody, codedFormOf, type CodedFormValues } from '../shared/record-form.ts';
import type { Role, RoleInput } from './roles-api.ts';

export interface RoleFormValues extends CodedFormValues {
  enabled: boolean;
}

export const roleFormOf = (role?: Role): RoleFormValues => ({ ...codedFormOf(role), enabled: role ? role.status === 1 : true });

export const toRoleBody = (v: RoleFormValues, id?: number): RoleInput => ({
  ...(id ? { id } : {}),
  ...codedBody(v),
  status: v.enabled ? 1 : 0,
});
