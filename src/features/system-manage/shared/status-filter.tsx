// The admin lists' status filter: all, enabled or disabled. Every list with an enabled flag
// (users, roles, dictionaries, applications) offers the same three choices under the same name;
// the value is the list's URL filter ('' or undefined for all, '1', '0').
import { useLingui } from '@lingui/react/macro';
import { Dropdown, Option } from '@fluentui/react-components';

export function StatusFilter({ value = '', onChange }: { value?: string; onChange(value: string | undefined): void }) {
  const { t } = useLingui();
  const choices: [string, string][] = [
    ['', t`All statuses`],
    ['1', t`Enabled`],
    ['0', t`Disabled`],
  ];
  return (
    <Dropdown
      aria-label={t`Status`}
      value={choices.find(([v]) => v === value)?.[1] ?? ''}
      selectedOptions={[value]}
      onOptionSelect={(_, o) => onChange(o.optionValue || undefined)}
    >
      {choices.map(([v, text]) => (
        <Option key={v} value={v}>
          {text}
        </Option>
      ))}
    </Dropdown>
  );
}

/** The filter of a list whose URL state has `status`, as a ListTable's toolbar. */
export function ListStatusFilter({
  list,
}: {
  list: { search: { filters: { status: string } }; update(patch: { filters: { status?: string } }): void };
}) {
  return <StatusFilter value={list.search.filters.status} onChange={(status) => list.update({ filters: { status } })} />;
}
