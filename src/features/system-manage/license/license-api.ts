// Calls of the licence page: the installed licence, the instances, and the .lic preview and install.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/gen/arcana-system.ts';
import { api, unwrap } from '../../../api/client.ts';
import { loadLicenseStatus } from '../../../api/platform-state.ts';

export type License = components['schemas']['License'];
export type LicenseInstances = components['schemas']['LicenseInstances'];
export type LicenseFile = components['schemas']['LicenseFile'];

export const licenseKeys = { all: ['system', 'license'] as const };

export const licenseInfoQuery = () =>
  queryOptions({
    queryKey: [...licenseKeys.all, 'info'],
    queryFn: () => unwrap(api.GET('/license/manage/info'), { hideMessage: true }).then((d) => d?.license ?? null),
  });

export const licenseInstancesQuery = () =>
  queryOptions({
    queryKey: [...licenseKeys.all, 'instances'],
    queryFn: () => unwrap(api.GET('/license/manage/instances/info'), { hideMessage: true }),
  });

/** Reads a .lic file on the server without installing it (the preview). */
export const useParseLicense = () =>
  useMutation({
    mutationFn: (file: LicenseFile) => unwrap(api.POST('/license/manage/parse/license', { body: file })),
  });

/** Installs it; the page, the shell's licence state and every application label follow. */
export function useInstallLicense() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: LicenseFile) => unwrap(api.POST('/license/manage/upload/license', { body: file })),
    onSuccess: async () => {
      await loadLicenseStatus();
      await client.invalidateQueries({ queryKey: licenseKeys.all });
      await client.invalidateQueries({ queryKey: ['system', 'apps'] });
    },
  });
}
