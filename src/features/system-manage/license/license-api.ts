// Calls of the licence page.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../api/gen/arcana-system.ts';
import { api, unwrap } from '../../../api/client.ts';

export type License = components['schemas']['License'];

export const licenseInfoQuery = () => queryOptions({
  queryKey: ['system', 'license', 'info'],
  queryFn: () => unwrap(api.GET('/license/manage/info'), { hideMessage: true }).then((d) => d?.license ?? null),
});
