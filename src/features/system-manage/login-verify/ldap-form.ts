// LDAP form values <-> the API body. Pure, so the mapping rows and the port rule are tested alone.
import { filteredNumber } from '../../../lib/input-filters.ts';
import type { LdapSettings } from './ldap-api.ts';

export type MappedField = LdapSettings['attributeMapping'][number]['userAttribute'];
export const MAPPED_FIELDS: MappedField[] = ['realName', 'email', 'phone'];

/** The contract's settings, with the numbers as typed and the mapping as one field per local field. */
export interface LdapFormValues extends Omit<LdapSettings, 'port' | 'attributeMapping' | 'defaultDeptId'> {
  port: string;
  /** Source attribute per local field; '' leaves the field unmapped. */
  mapping: Record<MappedField, string>;
  /** '' for none. */
  defaultDeptId: string;
}

export const LDAP_PORT = 389;
export const LDAPS_PORT = 636;

export function toLdapForm(s: LdapSettings): LdapFormValues {
  const mapping = Object.fromEntries(
    MAPPED_FIELDS.map((f) => [f, s.attributeMapping.find((m) => m.userAttribute === f)?.sourceAttribute ?? '']),
  ) as Record<MappedField, string>;
  return {
    enabled: s.enabled,
    host: s.host,
    port: String(s.port),
    ssl: s.ssl,
    bindDn: s.bindDn,
    bindPassword: s.bindPassword,
    userBaseDn: s.userBaseDn,
    userFilter: s.userFilter,
    usernameAttribute: s.usernameAttribute,
    searchKeys: s.searchKeys,
    mapping,
    defaultDeptId: s.defaultDeptId === null ? '' : String(s.defaultDeptId),
  };
}

export function toLdapBody(v: LdapFormValues): LdapSettings {
  return {
    enabled: v.enabled,
    host: v.host.trim(),
    port: filteredNumber(v.port) ?? (v.ssl ? LDAPS_PORT : LDAP_PORT),
    ssl: v.ssl,
    bindDn: v.bindDn.trim(),
    bindPassword: v.bindPassword,
    userBaseDn: v.userBaseDn.trim(),
    userFilter: v.userFilter.trim(),
    usernameAttribute: v.usernameAttribute.trim(),
    searchKeys: v.searchKeys.trim(),
    attributeMapping: MAPPED_FIELDS.filter((f) => v.mapping[f].trim()).map((f) => ({
      userAttribute: f,
      sourceAttribute: v.mapping[f].trim(),
    })),
    defaultDeptId: v.defaultDeptId ? Number(v.defaultDeptId) : null,
  };
}

/** Switching SSL moves the port between the two defaults; a port the admin chose stays. */
export function portAfterSslSwitch(port: string, ssl: boolean): string {
  if (ssl && port === String(LDAP_PORT)) return String(LDAPS_PORT);
  if (!ssl && port === String(LDAPS_PORT)) return String(LDAP_PORT);
  return port;
}
