// The 404 page (also /no-auth and any unknown path): a prompt and a way back home.
import { useLingui } from '@lingui/react/macro';
import { Body1, Button, Title1 } from '@fluentui/react-components';
import { useLocation } from 'wouter';

export function NotFoundPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  return (
    <main style={{ padding: 48, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16 }}>
      <Title1 as="h1">404</Title1>
      <Body1>{t`Sorry, the page you visited does not exist.`}</Body1>
      <Button appearance="primary" onClick={() => navigate('/home')}>{t`Back to home`}</Button>
    </main>
  );
}
