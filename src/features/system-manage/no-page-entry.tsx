// What a system-manage menu entry shows when this portal has no page for its code: an entry an
// administrator added under system manage for a page another portal version provides.
import { useLingui } from '@lingui/react/macro';
import { Body1, Title2 } from '@fluentui/react-components';

export function NoPageEntry({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Title2 as="h1">{title}</Title2>
      <Body1 as="p">{t`This portal version has no page for this menu entry.`}</Body1>
    </section>
  );
}
