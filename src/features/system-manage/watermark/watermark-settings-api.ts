// The watermark page's data: the saved settings (with this user's department and IP, for the
// preview), the applications a range can name, and the save.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { settingsResource } from '../../../api/settings-resource.ts';
import type { components } from '../../../api/gen/arcana-system.ts';

export type WatermarkSettings = components['schemas']['WatermarkSettings'];
export type WatermarkConfig = components['schemas']['WatermarkConfig'];

/** `watermark` holds the shell's own watermark query too (src/features/watermark): a save redraws it. */
export const watermarkSettings = settingsResource({
  area: 'watermark',
  editCode: 'watermark:edit',
  read: () => api.GET('/system/watermark/cfg'),
  write: (body: WatermarkSettings) => api.POST('/system/watermark/cfg/submit', { body }),
});

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
