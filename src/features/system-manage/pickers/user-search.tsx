// The user search of every admin page that picks accounts one at a time (a notice's recipients,
// the never-expire list): type part of a username or real name, choose among the first matches
// inside the caller's data scope. (Binding users to a role, where an account may carry the
// server's `changeRefusal`, ticks from a list of the same query: roles/bind-users-dialog.tsx.)
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Combobox, Option } from '@fluentui/react-components';
import { userOptionsQuery, type UserOptionFilter, type UserPickerOption } from '../../../api/options.ts';

export interface UserSearchProps {
  /** The chosen account; null when the text changes after a choice. */
  onPick(user: UserPickerOption | null): void;
  /** Empties the box after each choice, for the next one (a list of recipients). */
  clearOnPick?: boolean;
  /** Accounts already chosen: not offered again. */
  exclude?: readonly number[];
  filter?: UserOptionFilter;
}

export function UserSearch({ onPick, clearOnPick, exclude = [], filter }: UserSearchProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const options = useQuery(userOptionsQuery(text.trim(), filter));
  const taken = new Set(exclude);
  const choices = (options.data ?? []).filter((u) => !taken.has(u.id));
  return (
    <Combobox
      freeform
      placeholder={t`Search by username or name`}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onPick(null);
      }}
      onOptionSelect={(_, d) => {
        const user = choices.find((c) => String(c.id) === d.optionValue) ?? null;
        onPick(user);
        setText(user && !clearOnPick ? user.username : '');
      }}
    >
      {choices.map((u) => (
        <Option key={u.id} value={String(u.id)} text={u.username}>
          {`${u.username} (${u.realName})`}
        </Option>
      ))}
      {!choices.length && !options.isFetching ? (
        <Option disabled value="" text="">
          {t`No matching users`}
        </Option>
      ) : null}
    </Combobox>
  );
}
