// Personal space, Base Info: the signed-in user's account details.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { components } from '../../api/gen/arcana-system.ts';
import { api, unwrap } from '../../api/client.ts';

type User = components['schemas']['CurrentUser'];

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px', margin: '16px 0 0' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

export function ProfilePage() {
  const styles = useStyles();
  const { t } = useLingui();
  const [user, setUser] = useState<User | null | 'error'>(null);
  const [reload, setReload] = useState(0);
  useEffect(() => {
    let live = true;
    setUser(null);
    unwrap(api.GET('/system/user/current'), { hideMessage: true })
      .then((u) => { if (live) setUser(u ?? 'error'); })
      .catch(() => { if (live) setUser('error'); });
    return () => { live = false; };
  }, [reload]);
  const rows = user && user !== 'error' ? [
    [t`Username`, user.username],
    [t`Name`, user.realName],
    [t`E-mail`, user.email],
    [t`Phone`, user.phone],
    [t`Department`, user.deptName],
  ] : [];
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Title2 as="h1">{t`Base info`}</Title2>
      {user === null ? <Spinner label={t`Loading…`} /> : null}
      {user === 'error' ? (
        <MessageBar intent="error">
          <MessageBarBody>{t`Your account details could not be loaded.`}</MessageBarBody>
          <MessageBarActions><Button onClick={() => setReload((n) => n + 1)}>{t`Retry`}</Button></MessageBarActions>
        </MessageBar>
      ) : null}
      {rows.length ? (
        <dl className={styles.facts} data-testid="profile-info">
          {rows.map(([k, v]) => [<dt key={`${k}-t`} className={styles.term}>{k}</dt>, <dd key={`${k}-d`} className={styles.value}>{v || '—'}</dd>])}
        </dl>
      ) : null}
    </section>
  );
}
