// The home page's data: applications, groups, the user's settings and quick-access entries, as
// TanStack queries (shared with the micro-app host for the application list); a change refreshes
// what it touches, and its failure toasts the catalogue's message (plain `unwrap`).
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import {
  addFavourite,
  cancelFavourite,
  homeQueries,
  saveUserAppSettings,
  type AppGroup,
  type HomeApp,
  type QuickAccessEntry,
  type UserAppSettings,
} from './home-api.ts';

export interface HomeData {
  apps: HomeApp[];
  groups: AppGroup[];
  quick: QuickAccessEntry[];
  settings: UserAppSettings;
}

export function useHomeData() {
  const client = useQueryClient();
  const results = useQueries({
    queries: [homeQueries.apps(), homeQueries.groups(), homeQueries.quickAccess(), homeQueries.settings()],
  });
  const [apps, groups, quick, settings] = results;
  const data: HomeData | null =
    apps.data && groups.data && quick.data && settings.data
      ? { apps: apps.data, groups: groups.data, quick: quick.data, settings: settings.data }
      : null;
  const failed = results.find((r) => r.isError);

  // Favourites change the application list; settings change quick access too.
  const favourite = useMutation({
    mutationFn: (app: HomeApp) => (app.collected ? cancelFavourite(app.id) : addFavourite(app.id)),
    onSuccess: () => client.invalidateQueries({ queryKey: homeQueries.apps().queryKey }),
  });
  const saveSettings = useMutation({
    mutationFn: saveUserAppSettings,
    onSuccess: () => client.invalidateQueries({ queryKey: ['system', 'user-apps'] }),
  });
  // A failed change already showed its message; what is on screen stays.
  const run = <V>(m: { mutateAsync(v: V): Promise<unknown> }, v: V) => m.mutateAsync(v).catch(() => undefined);

  const savedQuick = () => data?.settings.quickAccess ?? [];
  const withSort = (list: readonly { appId: number }[]) => list.map((q, i) => ({ appId: q.appId, sort: i }));

  return {
    data,
    /** Nothing to show yet, and no failure. */
    loading: !data && !failed,
    error: data ? null : (failed?.error ?? null),
    busy: favourite.isPending || saveSettings.isPending,
    /** Loads again what failed. */
    reload: () => {
      results.filter((r) => r.isError).forEach((r) => void r.refetch());
    },
    toggleFavourite: (app: HomeApp) => run(favourite, app),
    toggleQuickAccess: (app: HomeApp) => {
      const saved = savedQuick();
      const next = saved.some((q) => q.appId === app.id) ? saved.filter((q) => q.appId !== app.id) : [...saved, { appId: app.id }];
      return run(saveSettings, { quickAccess: withSort(next) });
    },
    removeQuickAccess: (appId: number) => run(saveSettings, { quickAccess: withSort(savedQuick().filter((q) => q.appId !== appId)) }),
    toggleDefault: (app: HomeApp) =>
      run(
        saveSettings,
        data?.settings.defaultAppId === app.id ? { defaultAppId: null, homeSetting: 0 } : { defaultAppId: app.id, homeSetting: 2 },
      ),
  };
}
