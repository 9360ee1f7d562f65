// User form values <-> API bodies. Numbers and lists are strings in the form (Fluent inputs).
import type { User, UserCreate, UserUpdate } from './users-api.ts';

export interface UserFormValues {
  username: string;
  realName: string;
  phone: string;
  email: string;
  /** '' for none. */
  deptId: string;
  roleIds: string[];
  enabled: boolean;
  passwordNeverExpires: boolean;
  /** Creating: type the initial password, or let the server generate one. */
  passwordMode: 'generate' | 'type';
  password: string;
}

export const userForm = (u?: User): UserFormValues => ({
  username: u?.username ?? '',
  realName: u?.realName ?? '',
  phone: u?.phone ?? '',
  email: u?.email ?? '',
  deptId: u?.deptId ? String(u.deptId) : '',
  roleIds: (u?.roles ?? []).map((r) => String(r.id)),
  enabled: (u?.status ?? 1) === 1,
  passwordNeverExpires: u?.passwordNeverExpires ?? false,
  passwordMode: 'generate',
  password: '',
});

// Typed by the contract so `status` stays the literal 0 | 1 the API accepts.
const common = (v: UserFormValues): Omit<UserUpdate, 'id'> => ({
  realName: v.realName.trim(),
  phone: v.phone.trim(),
  email: v.email.trim(),
  deptId: v.deptId ? Number(v.deptId) : null,
  roleIds: v.roleIds.map(Number),
  status: v.enabled ? 1 : 0,
  passwordNeverExpires: v.passwordNeverExpires,
});

export const toUserCreate = (v: UserFormValues): UserCreate => ({
  username: v.username.trim(),
  ...common(v),
  ...(v.passwordMode === 'type' ? { password: v.password } : {}),
});

export const toUserUpdate = (id: number, v: UserFormValues): UserUpdate => ({ id, ...common(v) });
