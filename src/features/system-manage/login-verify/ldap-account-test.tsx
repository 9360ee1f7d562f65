// The account test's inputs (a directory account and its password, never saved) and the last
// test's outcome, announced politely to screen readers.
import { useLingui } from '@lingui/react/macro';
import { Field, Input, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { FieldRow } from '../../../components/settings-page/settings-form.tsx';
import { formMessages } from '../../../lib/form-messages.ts';
import type { LdapTests } from './use-ldap-tests.ts';

export function LdapAccountTest({ tests }: { tests: LdapTests }) {
  const { t } = useLingui();
  const { user, setUser, password, setPassword, touched } = tests.account;
  return (
    <>
      <FieldRow>
        <Field
          label={t`Directory account`}
          validationMessage={touched && !user.trim() ? formMessages.required(t`Directory account`) : undefined}
        >
          <Input value={user} autoComplete="off" onChange={(_, d) => setUser(d.value)} />
        </Field>
        <Field label={t`Its password`} validationMessage={touched && !password ? formMessages.required(t`Its password`) : undefined}>
          <Input value={password} type="password" autoComplete="new-password" onChange={(_, d) => setPassword(d.value)} />
        </Field>
      </FieldRow>
      {tests.result ? (
        <MessageBar intent={tests.result.answer.ok ? 'success' : 'error'} role="status" aria-live="polite">
          <MessageBarBody>
            <MessageBarTitle>{tests.result.title}</MessageBarTitle>
            {tests.result.answer.message}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}
