// The users page's Export button: the users of the current filter (search, status, department) as
// XLSX or CSV, streamed by the server and saved under the name it gives.
import { useLingui } from '@lingui/react/macro';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { downloadExport, type FileFormat } from './users-api.ts';
import type { UsersSearch } from './use-users-search.ts';

export function UsersExportMenu({ search }: { search: UsersSearch }) {
  const { t } = useLingui();
  const exportAs = (format: FileFormat) => void downloadExport(format, search).catch(() => undefined);
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ArrowDownloadRegular />}>{t`Export`}</Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => exportAs('xlsx')}>{t`Export the filtered users (XLSX)`}</MenuItem>
          <MenuItem onClick={() => exportAs('csv')}>{t`Export the filtered users (CSV)`}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
