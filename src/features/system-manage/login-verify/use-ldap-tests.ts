// The LDAP form's two tests and what they remember: the connection test and the account test
// (a directory account and its password, typed here only) run on the values in the form, and
// the last test's body and outcome decide whether Save asks first (spec section 5: saving
// without a passing test of exactly these values, or after a failed one, asks).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useLdapAccountTest, useLdapConnectionTest, type LdapTestResult } from './ldap-api.ts';
import { toLdapBody, type LdapFormValues } from './ldap-form.ts';

/** What was last tested: the exact body, and whether it passed. */
interface Tested {
  body: string;
  ok: boolean;
}

export interface LdapTestResultShown {
  title: string;
  answer: LdapTestResult;
}

export function useLdapTests(form: Pick<UseFormReturn<LdapFormValues>, 'trigger' | 'getValues'>) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const connection = useLdapConnectionTest();
  const account = useLdapAccountTest();
  const [tested, setTested] = useState<Tested | null>(null);
  const [result, setResult] = useState<LdapTestResultShown | null>(null);
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);

  async function run(kind: 'connection' | 'account') {
    if (!(await form.trigger())) return;
    const body = toLdapBody(form.getValues());
    let answer: LdapTestResult;
    if (kind === 'account') {
      setTouched(true);
      if (!user.trim() || !password) return;
      answer = await account.mutateAsync({ settings: body, username: user.trim(), password });
    } else {
      answer = await connection.mutateAsync(body);
    }
    const what = kind === 'connection' ? t`Connection test` : t`Account test`;
    // The server's message opens with the stage that failed ("Bind: …", "绑定：…"): the title does not repeat it.
    setResult({ title: answer.ok ? t`${what} passed` : t`${what} failed`, answer });
    setTested({ body: JSON.stringify(body), ok: answer.ok });
  }

  /** Before a save: true at once after a passing test of these values, else the user's answer. */
  async function maySave(values: LdapFormValues): Promise<boolean> {
    const sameAsTested = tested?.body === JSON.stringify(toLdapBody(values));
    if (sameAsTested && tested.ok) return true;
    const failed = sameAsTested && !tested.ok;
    return confirm({
      title: failed ? t`The last test failed` : t`These settings are not tested`,
      message: failed
        ? t`The directory test failed with these values. Directory logins may fail after saving. Save anyway?`
        : t`No test has passed with these values. Run the connection test first, or save anyway?`,
      confirmText: t`Save anyway`,
    });
  }

  return {
    run,
    maySave,
    /** After a save the next one asks again until a test passes. */
    forget: () => setTested(null),
    testing: connection.isPending || account.isPending,
    result,
    account: { user, setUser, password, setPassword, touched },
  };
}

export type LdapTests = ReturnType<typeof useLdapTests>;
