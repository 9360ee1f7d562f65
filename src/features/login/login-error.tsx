// The error bar under the login form. Fluent's MessageBar loads only when a login is submitted,
// so the login route's first download does not carry it; until it arrives the same text shows
// as a plain alert (the form loads it on submit, before the server can answer).
import { MessageBar, MessageBarBody } from '@fluentui/react-components';

export function LoginError({ message }: { message: string }) {
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}
