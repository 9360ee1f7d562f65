// Placeholder for a system-manage page whose screens are not built yet.
import { useLingui } from '@lingui/react/macro';
import { Body1, Title2 } from '@fluentui/react-components';

export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Title2 as="h1">{title}</Title2>
      <Body1 as="p">{t`This page is coming soon.`}</Body1>
    </section>
  );
}
