// The header's user menu itself, loaded on first use by the main layout (Fluent's Menu brings the
// positioning engine, which home does not need to render its cards).
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, ToolbarButton } from '@fluentui/react-components';
import { ROUTES, PROFILE_TABS } from '../../lib/routes.ts';
import { currentUserAtom } from '../../state/session-state.ts';
import { logout } from '../../features/login/logout.ts';
import { mayLeave } from '../../lib/leave-guard.ts';

export default function UserMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useLingui();
  const user = useAtomValue(currentUserAtom);
  const [, navigate] = useLocation();
  const shownName = user?.realName || user?.username;
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>
        <ToolbarButton aria-label={t`User menu: ${shownName}`} style={{ color: 'inherit' }}>
          {shownName}
        </ToolbarButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => navigate(ROUTES.profile)}>{t`Personal space`}</MenuItem>
          <MenuItem onClick={() => navigate(`${ROUTES.profile}?tab=${PROFILE_TABS.password}`)}>{t`Change password`}</MenuItem>
          <MenuItem onClick={() => void mayLeave(ROUTES.login).then((ok) => (ok ? logout() : undefined))}>{t`Log out`}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
