// The role picker of every admin form (a user's roles, a department's default roles, a notice's
// audience). When it grants (`grant`), a role the signed-in user may not grant (the server's
// `grantable`, server/auth/grant-bounds.ts) stays listed but disabled, with the server's reason
// beneath its name; a role already held keeps its place in the selection. The list is the shared
// roles query, which role writes refresh. Each role shows in the interface language (its i18nNames).
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Dropdown } from '@fluentui/react-components';
import { langAtom } from '../../../state/lang-state.ts';
import { localName } from '../../../lib/local-name.ts';
import { roleOptionsQuery } from '../../../api/options.ts';
import { RefusableOption } from '../shared/refusable-option.tsx';

export interface RolePickerProps {
  /** The chosen role ids as strings. */
  value: string[];
  onChange(value: string[]): void;
  /** Choosing grants the roles: those the caller may not grant are disabled with the reason. */
  grant?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Asks the server only while true (a closed dialog loads nothing). */
  enabled?: boolean;
}

export function RolePicker({ value, onChange, grant, placeholder, disabled, enabled = true }: RolePickerProps) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const roles = useQuery({ ...roleOptionsQuery(), enabled });
  const nameOf = new Map((roles.data ?? []).map((r) => [String(r.id), localName(r, lang)]));
  // Chosen roles are named once the list is in; until then the picker says it is loading (not their ids).
  const loading = roles.isPending && enabled && value.length > 0;
  return (
    <Dropdown
      inlinePopup
      multiselect
      disabled={disabled}
      placeholder={loading ? t`Loading the roles…` : (placeholder ?? t`No role`)}
      value={loading ? '' : value.map((id) => nameOf.get(id) ?? id).join(', ')}
      selectedOptions={value}
      onOptionSelect={(_, o) => onChange(o.selectedOptions)}
    >
      {(roles.data ?? []).map((r) => (
        <RefusableOption
          key={r.id}
          value={String(r.id)}
          text={localName(r, lang)}
          disabled={grant ? !r.grantable : false}
          refusal={grant ? r.notGrantableReason : undefined}
        />
      ))}
    </Dropdown>
  );
}
