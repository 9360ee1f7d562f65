// The home page's data: applications, groups, the user's settings and quick-access entries,
// loaded together; mutations refresh what they change.
import { useCallback, useEffect, useState } from 'react';
import {
  addFavourite, cancelFavourite, fetchApps, fetchGroups, fetchQuickAccess, fetchUserAppSettings, saveUserAppSettings,
  type AppGroup, type HomeApp, type QuickAccessEntry, type UserAppSettings,
} from './home-api.ts';

export interface HomeData {
  apps: HomeApp[];
  groups: AppGroup[];
  quick: QuickAccessEntry[];
  settings: UserAppSettings;
}

export type HomeState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: HomeData };

export function useHomeData() {
  const [state, setState] = useState<HomeState>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const [apps, groups, quick, settings] = await Promise.all([fetchApps(), fetchGroups(), fetchQuickAccess(), fetchUserAppSettings()]);
    setState({ status: 'ready', data: { apps, groups, quick, settings: settings! } });
  }, []);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    load().catch(() => setState({ status: 'error' }));
  }, [load]);

  useEffect(() => { reload(); }, [reload]);

  /** Runs a change, then reloads the data; a failed change already showed its message. */
  const mutate = useCallback(async (change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
      await load();
    } catch {
      // unwrap showed the error toast; keep what is on screen.
    } finally {
      setBusy(false);
    }
  }, [load]);

  const data = state.status === 'ready' ? state.data : null;

  const toggleFavourite = (app: HomeApp) => mutate(() => (app.collected ? cancelFavourite(app.id) : addFavourite(app.id)));

  const toggleQuickAccess = (app: HomeApp) => mutate(() => {
    const saved = data?.settings.quickAccess ?? [];
    const next = saved.some((q) => q.appId === app.id)
      ? saved.filter((q) => q.appId !== app.id)
      : [...saved, { appId: app.id }];
    return saveUserAppSettings({ quickAccess: next.map((q, i) => ({ appId: q.appId, sort: i })) });
  });

  const removeQuickAccess = (appId: number) => mutate(() => {
    const saved = data?.settings.quickAccess ?? [];
    return saveUserAppSettings({ quickAccess: saved.filter((q) => q.appId !== appId).map((q, i) => ({ appId: q.appId, sort: i })) });
  });

  const toggleDefault = (app: HomeApp) => mutate(() => (data?.settings.defaultAppId === app.id
    ? saveUserAppSettings({ defaultAppId: null, homeSetting: 0 })
    : saveUserAppSettings({ defaultAppId: app.id, homeSetting: 2 })));

  return { state, busy, reload, toggleFavourite, toggleQuickAccess, removeQuickAccess, toggleDefault };
}
