// Calls of the licence page: the installed licence, the instances, and the .lic preview and install.
import { useMutation } from '@tanstack/react-query';
import type { components } from '../../../api/gen/arcana-system.ts';
import { api, unwrap } from '../../../api/client.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import { readQuery } from '../../../api/read-query.ts';
import { loadLicenseStatus } from '../../../api/platform-load.ts';

export type License = components['schemas']['License'];
export type LicenseInstances = components['schemas']['LicenseInstances'];
export type LicenseFile = components['schemas']['LicenseFile'];
/** What GET /license/manage/info answers: the installed licence, none when none is. */
export type LicenseInfo = { license?: License | null };

export const licenseInfoQuery = () => readQuery(['license', 'info'], () => api.GET('/license/manage/info'));
export const licenseInstancesQuery = () => readQuery(['license', 'instances'], () => api.GET('/license/manage/instances/info'));

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
