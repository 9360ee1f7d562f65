// The messages page (`message-notification`): published notices with their delivery records,
// and the mail / WeCom / DingTalk channels. Tabs keep each part one screen long.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Tab, TabList } from '@fluentui/react-components';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import type { SystemPageProps } from '../page-types.ts';
import { NoticesTab } from './notices-tab.tsx';
import { ChannelsTab } from './channels-tab.tsx';

export default function MessageNotificationPage({ title }: SystemPageProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<'notices' | 'channels'>('notices');
  return (
    <PageLayout title={title}>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'notices' | 'channels')} aria-label={t`Messages`}>
        <Tab value="notices">{t`Notices`}</Tab>
        <Tab value="channels">{t`Channels`}</Tab>
      </TabList>
      {tab === 'notices' ? <NoticesTab /> : <ChannelsTab />}
    </PageLayout>
  );
}
