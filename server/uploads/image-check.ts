// What an uploaded image must be before it is stored: png, jpg or svg judged by its bytes (a png
// renamed .svg, or a script renamed .png, is refused), at most MAX_IMAGE_BYTES, with dimensions
// it can be measured to; SVGs leave sanitised. Kinds with a size rule (the app icon, 62x62) are
// checked here too, so every area that takes an image gets the same answer.
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { ApiError } from '../contract/envelope.ts';
import { sanitizeSvg } from './svg-sanitize.ts';

/** 2 MiB: icons and logos are small; larger files are refused before they are read further. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const IMAGE_KINDS = ['app-icon', 'app-index-icon', 'app-logo', 'app-tab-logo', 'logo', 'background'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Kinds that must have exact pixel dimensions (spec section 9: app icon 62x62). */
const EXACT_SIZE: Partial<Record<ImageKind, { width: number; height: number }>> = {
  'app-icon': { width: 62, height: 62 },
};

export interface CheckedImage {
  contentType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  bytes: Buffer;
  width: number;
  height: number;
}

const BY_EXTENSION: Record<string, CheckedImage['contentType']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

const formatError = () => new ApiError(400, 400, 'imageFormat');

export async function checkImage(fileName: string, input: Buffer, kind: ImageKind): Promise<CheckedImage> {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  const declared = BY_EXTENSION[ext];
  if (!declared) throw formatError();
  if (input.length === 0) throw formatError();
  if (input.length > MAX_IMAGE_BYTES) throw new ApiError(400, 400, 'imageTooLarge', { max: MAX_IMAGE_BYTES / 1024 / 1024 });

  // The bytes decide; the extension must agree with them.
  const sniffed = await fileTypeFromBuffer(input);
  let bytes = input;
  if (declared === 'image/svg+xml') {
    if (sniffed) throw formatError();
    const clean = await sanitizeSvg(input.toString('utf8'));
    if (!clean) throw formatError();
    bytes = Buffer.from(clean, 'utf8');
  } else if (sniffed?.mime !== declared) {
    throw formatError();
  }

  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    throw formatError();
  }
  const exact = EXACT_SIZE[kind];
  if (exact && (width !== exact.width || height !== exact.height)) {
    throw new ApiError(400, 400, 'imageDimensions', { width: exact.width, height: exact.height });
  }
  return { contentType: declared, bytes, width, height };
}
