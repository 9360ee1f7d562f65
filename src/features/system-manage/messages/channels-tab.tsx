// The channels tab: the mail server, WeCom and DingTalk, each a card of its own (channel-card.tsx)
// drawn from its spec (channel-specs.ts), saved and tested on its own.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { makeStyles } from '@fluentui/react-components';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { channelsQuery } from './messages-api.ts';
import { CHANNEL_KINDS, channelValues, useChannelSpecs } from './channel-specs.ts';
import { ChannelCard } from './channel-card.tsx';

const useStyles = makeStyles({
  cards: { display: 'flex', flexDirection: 'column', gap: '16px', marginTop: '12px', maxWidth: '760px' },
});

export function ChannelsTab() {
  const { t } = useLingui();
  const styles = useStyles();
  const specs = useChannelSpecs();
  const query = useQuery(channelsQuery());
  return (
    <QueryState query={query} loadingLabel={t`Loading the channels…`} errorTitle={t`The channels could not be loaded.`}>
      {(channels) => (
        <div className={styles.cards}>
          {CHANNEL_KINDS.map((kind) => (
            <ChannelCard key={kind} spec={specs[kind]} value={channelValues(channels, kind)} />
          ))}
        </div>
      )}
    </QueryState>
  );
}
