// Role form values <-> API body.
import { filteredNumber } from '../../../lib/input-filters.ts';
import type { Role, RoleInput } from './roles-api.ts';

export interface RoleFormValues {
  name: string;
  code: string;
  description: string;
  sort: string;
  enabled: boolean;
}

export const roleFormOf = (role?: Role): RoleFormValues => ({
  name: role?.name ?? '',
  code: role?.code ?? '',
  description: role?.description ?? '',
  sort: role ? String(role.sort) : '0',
  enabled: role ? role.status === 1 : true,
});

export const toRoleBody = (v: RoleFormValues, id?: number): RoleInput => ({
  ...(id ? { id } : {}),
  name: v.name.trim(),
  code: v.code.trim(),
  description: v.description.trim(),
  sort: filteredNumber(v.sort) ?? 0,
  status: v.enabled ? 1 : 0,
});
