// The watermark page's data: the saved settings (with this user's department and IP, for the
// preview), the applications a range can name, and the save.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/gen/arcana-system.ts';

export type WatermarkSettings = components['schemas']['WatermarkSettings'];
export type WatermarkConfig = components['schemas']['WatermarkConfig'];

export const watermarkKeys = { all: ['system', 'watermark'] as const };

export const watermarkConfigQuery = () =>
  queryOptions({
    queryKey: [...watermarkKeys.all, 'config'],
    queryFn: () => unwrap(api.GET('/system/watermark/cfg'), { hideMessage: true }) as Promise<WatermarkConfig>,
  });

export const appChoicesQuery = () =>
  queryOptions({
    queryKey: [...watermarkKeys.all, 'apps'],
    queryFn: async () =>
      ((await unwrap(api.GET('/system/app/list'), { hideMessage: true })) ?? []).map((a) => ({
        code: a.code,
        name: a.name,
        i18nNames: a.i18nNames,
      })),
  });

export function useSaveWatermark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WatermarkSettings) => unwrap(api.POST('/system/watermark/cfg/submit', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: watermarkKeys.all }),
  });
}
