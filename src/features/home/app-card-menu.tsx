// A card's "more actions" menu itself, loaded on first use by AppCard (Fluent's Menu brings the
// positioning engine, which home does not need to render its cards).
import { useLingui } from '@lingui/react/macro';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
import type { AppCardProps } from './app-card.tsx';

export interface AppCardMenuProps extends Pick<
  AppCardProps,
  'app' | 'inQuickAccess' | 'quickAccessFull' | 'isDefault' | 'onOpen' | 'onToggleQuickAccess' | 'onToggleDefault'
> {
  name: string;
  blocked: boolean;
  defaultOpen: boolean;
}

export default function AppCardMenu(props: AppCardMenuProps) {
  const { app, name } = props;
  const { t } = useLingui();
  return (
    <Menu defaultOpen={props.defaultOpen}>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" size="small" icon={<MoreHorizontalRegular />} aria-label={t`More actions for ${name}`} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem disabled={props.blocked} onClick={() => props.onOpen(app)}>{t`Open`}</MenuItem>
          <MenuItem disabled={!props.inQuickAccess && props.quickAccessFull} onClick={() => props.onToggleQuickAccess(app)}>
            {props.inQuickAccess ? t`Remove from quick access` : t`Add to quick access`}
          </MenuItem>
          <MenuItem onClick={() => props.onToggleDefault(app)}>{props.isDefault ? t`Clear default app` : t`Set as default app`}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
