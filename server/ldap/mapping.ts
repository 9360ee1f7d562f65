// Directory entry -> local user, through the username attribute and the attribute mapping.
import type { Entry } from 'ldapts';
import type { LdapSettings } from './ldap-settings.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { LdapStageError, attributeOf } from './directory.ts';

export interface DirectoryUser {
  dn: string;
  username: string;
  realName: string;
  email: string;
  phone: string;
}

type MappedField = LdapSettings['attributeMapping'][number]['userAttribute'];

/** Message keys naming each local field (the handler translates them into the request's language). */
export const FIELD_LABEL: Record<MappedField | 'username', MessageKey> = {
  username: 'ldapFieldUsername',
  realName: 'ldapFieldRealName',
  email: 'ldapFieldEmail',
  phone: 'ldapFieldPhone',
};

/** The local username rule (openapi/system/users.yaml UserCreate.username). */
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9_.@-]{1,63}$/;
/** Local column limits (users.yaml); longer directory values are cut, not refused. */
const LIMIT: Record<MappedField, number> = { realName: 64, email: 128, phone: 32 };

/** The local user an entry becomes; a missing or unusable username is a mapping-stage failure. */
export function mapEntry(entry: Entry, s: LdapSettings): DirectoryUser {
  const username = attributeOf(entry, s.usernameAttribute);
  if (!username) {
    throw new LdapStageError('mapping', 'ldapAttributeMissing', { attribute: s.usernameAttribute, fieldKey: FIELD_LABEL.username });
  }
  if (!USERNAME.test(username)) {
    throw new LdapStageError('mapping', 'ldapUsernameUnfit', { attribute: s.usernameAttribute, value: username.slice(0, 80) });
  }
  const user: DirectoryUser = { dn: entry.dn, username, realName: '', email: '', phone: '' };
  for (const m of s.attributeMapping) user[m.userAttribute] = attributeOf(entry, m.sourceAttribute).slice(0, LIMIT[m.userAttribute]);
  if (!user.realName) user.realName = username;
  return user;
}

/** Refuses a configuration whose attributes none of `entries` carries (the connection test). */
export function checkMapping(entries: Entry[], s: LdapSettings): void {
  const wanted: Array<{ attribute: string; field: MappedField | 'username' }> = [
    { attribute: s.usernameAttribute, field: 'username' },
    ...s.attributeMapping.map((m) => ({ attribute: m.sourceAttribute, field: m.userAttribute })),
  ];
  for (const { attribute, field } of wanted) {
    if (!entries.some((e) => attributeOf(e, attribute))) {
      throw new LdapStageError('mapping', 'ldapAttributeMissing', { attribute, fieldKey: FIELD_LABEL[field] });
    }
  }
  const unfit = entries.map((e) => attributeOf(e, s.usernameAttribute)).find((u) => u && !USERNAME.test(u));
  if (unfit) throw new LdapStageError('mapping', 'ldapUsernameUnfit', { attribute: s.usernameAttribute, value: unfit.slice(0, 80) });
}
