// A generated password, shown once (after creating a user or resetting a password): the server
// keeps only its hash, so this is the one chance to copy it.
import { useLingui } from '@lingui/react/macro';
import { Button, Input, Text } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons/svg/copy';
import { ViewDialog } from '../../../components/view-dialog/view-dialog.tsx';

export function PasswordOnceDialog({ shown, onClose }: { shown: { username: string; password: string } | null; onClose(): void }) {
  const { t } = useLingui();
  return (
    <ViewDialog open={shown !== null} alert title={t`Password of ${shown?.username ?? ''}`} closeLabel={t`Done`} onClose={onClose}>
      <Text block>{t`Give this password to the user now: it is not shown again. They must change it at their first login.`}</Text>
      <Input
        readOnly
        value={shown?.password ?? ''}
        aria-label={t`Generated password`}
        data-testid="generated-password"
        contentAfter={
          <Button
            appearance="transparent"
            icon={<CopyRegular />}
            aria-label={t`Copy`}
            onClick={() => void navigator.clipboard?.writeText(shown?.password ?? '').catch(() => undefined)}
          />
        }
      />
    </ViewDialog>
  );
}
