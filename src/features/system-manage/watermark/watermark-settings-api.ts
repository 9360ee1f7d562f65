// The watermark page's data: the saved settings (with this user's department and IP, for the
// preview), the applications a range can name, and the save.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { settingsResource, type SettingsBody, type SettingsData } from '../../../api/settings-resource.ts';

/** `watermark` holds the shell's own watermark query too (src/features/watermark): a save redraws it. */
export const watermarkSettings = settingsResource('watermark', 'watermark:edit', ['/system/watermark/cfg', '/system/watermark/cfg/submit']);
export type WatermarkSettings = SettingsBody<typeof watermarkSettings>;
export type WatermarkConfig = SettingsData<typeof watermarkSettings>;

export const appChoicesQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.watermark, 'apps'],
    queryFn: async () =>
      (await unwrap(api.GET('/system/app/list'), { hideMessage: true })).map((a) => ({
        code: a.code,
        name: a.name,
        i18nNames: a.i18nNames,
      })),
  });
