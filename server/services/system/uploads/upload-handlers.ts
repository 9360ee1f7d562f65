// Image upload and serving (openapi/system/uploads.yaml). Served images carry their stored type,
// nosniff, and a policy that keeps an SVG opened on its own from running or loading anything.
import { ApiError, ok } from '../../../contract/envelope.ts';
import { audited } from '../../../audit/audit.ts';
import { authOf, type ServiceContext, type SystemHandlers } from '../../context.ts';
import { loadUpload, storeImage } from '../../../uploads/store.ts';

export function uploadService({ db }: ServiceContext) {
  return {
    async uploadImage(req) {
      const { fileName, kind } = req.query;
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const { userId } = authOf(req);
      return ok(
        await audited(db, req, { module: 'file', action: 'upload' }, async (tx, audit) => {
          const stored = await storeImage(tx, { fileName, bytes, kind, userId });
          audit.after = { ...stored, kind, fileName };
          return stored;
        }),
      );
    },

    async viewUpload(req, reply) {
      const { id } = req.params as { id: string };
      const row = await loadUpload(db, id);
      if (!row) throw new ApiError(404, 404, 'notFound');
      return reply
        .header('content-type', row.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(row.bytes);
    },
  } satisfies Partial<SystemHandlers>;
}
