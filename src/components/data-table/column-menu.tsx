// The "Columns" menu: one checkbox per column that can be hidden.
import { useLingui } from '@lingui/react/macro';
import { Button, Menu, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { TableSettingsRegular } from '@fluentui/react-icons/svg/table-settings';
import type { DataTableColumn } from './data-table-types.ts';

export interface ColumnMenuProps<T> {
  columns: readonly DataTableColumn<T>[];
  isVisible(id: string): boolean;
  setVisible(id: string, visible: boolean): void;
}

export function ColumnMenu<T>({ columns, isVisible, setVisible }: ColumnMenuProps<T>) {
  const { t } = useLingui();
  const hideable = columns.filter((c) => c.hideable !== false);
  if (!hideable.length) return null;
  const checked = hideable.filter((c) => isVisible(c.id)).map((c) => c.id);
  return (
    <Menu
      checkedValues={{ columns: checked }}
      onCheckedValueChange={(_, d) => {
        for (const c of hideable) {
          const visible = d.checkedItems.includes(c.id);
          if (visible !== isVisible(c.id)) setVisible(c.id, visible);
        }
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<TableSettingsRegular />} data-testid="column-menu">{t`Columns`}</Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {hideable.map((c) => (
            <MenuItemCheckbox key={c.id} name="columns" value={c.id}>
              {c.label}
            </MenuItemCheckbox>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
