// Keeps an open shell's permissions current without a new login (issue: roles). The server
// answers a fingerprint of the user's granted menus, buttons and applications, read from the
// database on every call, so it is the same whichever server process behind the proxy answers.
// A cheap GET polled every POLL_MS while the tab is visible (and at once when it becomes visible
// again) beats a server-sent stream here: no long-lived connection per tab to hold open through
// nginx, nothing for the server processes to fan out. When the fingerprint changes the menus are
// reloaded, which updates the sidebar, `<arcana-permission>` and the open application (bus event
// `permissions-changed`).
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import { reloadMenus } from '../../api/menu-state.ts';

/** How often a visible tab asks whether its permissions changed. */
export const PERMISSIONS_POLL_MS = 10_000;

/** Mounted once inside the signed-in providers; renders nothing. */
export function PermissionsWatcher() {
  const { data } = useQuery({
    queryKey: ['session', 'permissions-version'],
    queryFn: () => unwrap(api.GET('/system/user/current/permissions-version'), { hideMessage: true }),
    refetchInterval: PERMISSIONS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
  const seen = useRef<string | undefined>(undefined);
  const version = data?.version;
  useEffect(() => {
    if (!version) return;
    if (seen.current !== undefined && seen.current !== version) void reloadMenus();
    seen.current = version;
  }, [version]);
  return null;
}
