// The signed-in user's application settings (home setting, default application, the effective
// default and the quick-access limit): read by home and by the personal preferences under one
// key, so a save in either place refreshes the other.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const fetchUserAppSettings = () => unwrap(api.GET('/system/user/app/find'), { hideMessage: true });

export const userAppSettingsQuery = () => queryOptions({ queryKey: [...queryKeys.userApps, 'settings'], queryFn: fetchUserAppSettings });
