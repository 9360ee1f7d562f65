// The shared upload mechanism: any area that takes an image (application icons, platform logos,
// login background) stores it with `storeImage` and keeps the returned `url`. Rows live in the
// database, so every server process serves every upload.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/transaction.ts';
import { uploads } from '../db/schema.ts';
import { checkImage, type ImageKind } from './image-check.ts';

/** Where `/system/file/view/{id}` is served (the system service's mount included). */
export const UPLOAD_URL_PREFIX = '/arcana-system/system/file/view/';

export interface StoredImage {
  id: string;
  url: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
}

/** Checks (format by content, size, dimensions, SVG sanitising) then stores; throws ApiError 400 on refusal. */
export async function storeImage(
  db: DbOrTx,
  input: { fileName: string; bytes: Buffer; kind: ImageKind; userId?: number },
): Promise<StoredImage> {
  const image = await checkImage(input.fileName, input.bytes, input.kind);
  const id = randomBytes(18).toString('base64url');
  await db.insert(uploads).values({
    id,
    kind: input.kind,
    fileName: input.fileName.slice(0, 255),
    contentType: image.contentType,
    bytes: image.bytes,
    size: image.bytes.length,
    width: image.width,
    height: image.height,
    createdBy: input.userId ?? null,
  });
  return {
    id,
    url: `${UPLOAD_URL_PREFIX}${id}`,
    contentType: image.contentType,
    size: image.bytes.length,
    width: image.width,
    height: image.height,
  };
}

export async function loadUpload(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ contentType: uploads.contentType, bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  return row;
}

/** Upload bodies arrive as raw bytes (`application/octet-stream`), within the server's body limit. */
export function installUploadParsing(app: FastifyInstance): void {
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
}
