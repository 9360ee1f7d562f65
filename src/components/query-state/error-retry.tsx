// The one "could not load" presentation of the portal: what failed, why (the catalogue's
// message from `unwrap`), and a Retry button.
import { useLingui } from '@lingui/react/macro';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

export interface ErrorRetryProps {
  /** What could not be loaded, e.g. "The users could not be loaded." */
  title: string;
  /** The failure (its message is shown when it has one). */
  error?: unknown;
  onRetry(): void;
}

export function ErrorRetry({ title, error, onRetry }: ErrorRetryProps) {
  const { t } = useLingui();
  const detail = error instanceof Error && error.message ? error.message : undefined;
  return (
    <MessageBar intent="error" layout="multiline" data-testid="error-retry">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {detail}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t`Retry`}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
