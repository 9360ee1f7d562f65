// A page's primary "Add …" button (the toolbar of a list or tree page), shown only with its
// permission: `code` is the create operation's x-permission, as for <Can>.
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { Can } from './can.tsx';

export function AddButton({ code, label, onClick }: { code: string; label: string; onClick(): void }) {
  return (
    <Can code={code}>
      <Button appearance="primary" icon={<AddRegular />} onClick={onClick}>
        {label}
      </Button>
    </Can>
  );
}
