// Stores an image (checked, sanitised and size-limited by the server) and answers its URL for an
// icon, logo or background field. Shared by the applications and personalisation pages.
import { api, unwrap } from '../../../api/client.ts';

export type ImageKind = 'app-icon' | 'app-index-icon' | 'app-logo' | 'app-tab-logo' | 'logo' | 'background';

export const uploadImage = (file: File, kind: ImageKind) =>
  unwrap(
    api.POST('/system/file/upload', {
      params: { query: { fileName: file.name, kind } },
      body: file as never,
      bodySerializer: (body: unknown) => body as Blob,
      headers: { 'Content-Type': 'application/octet-stream' },
    }),
  );
