// Calls of the licence page: the installed licence, the instances, and the .lic preview and install.
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { components } from '../../../api/gen/arcana-system.ts';
import { api, unwrap } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import { loadLicenseStatus } from '../../../api/platform-load.ts';

export type License = components['schemas']['License'];
export type LicenseInstances = components['schemas']['LicenseInstances'];
export type LicenseFile = components['schemas']['LicenseFile'];

export const licenseInfoQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.license, 'info'],
    queryFn: () => unwrap(api.GET('/license/manage/info'), { hideMessage: true }).then((d) => d?.license ?? null),
  });

export const licenseInstancesQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.license, 'instances'],
    queryFn: () => unwrap(api.GET('/license/manage/instances/info'), { hideMessage: true }),
  });

/** Reads a .lic file on the server without installing it (the preview). */
export const useParseLicense = () =>
  useMutation({
    // Its refusal shows where the file was chosen (license-upload.tsx), not as a toast.
    mutationFn: (file: LicenseFile) => unwrap(api.POST('/license/manage/parse/license', { body: file }), { hideMessage: true }),
  });

/** Installs it; the page, the shell's licence state and every application label follow. */
export const useInstallLicense = () =>
  useInvalidatingMutation((file: LicenseFile) => unwrap(api.POST('/license/manage/upload/license', { body: file })), ['license', 'apps'], {
    onSaved: () => loadLicenseStatus().then(() => undefined),
  });
