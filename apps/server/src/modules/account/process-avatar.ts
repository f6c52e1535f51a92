import { type AvatarSize, avatarSizes } from '@orbit/shared';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.js';

/** What the bytes say they are: the first bytes of each format accepted, never the file's name or type. */
export function sniffImageType(bytes: Buffer): 'png' | 'jpeg' | 'gif' | 'webp' | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** Larger pictures are refused before they are decoded (a small file can claim a huge canvas). */
export const AVATAR_MAX_SIDE = 8000;
export const AVATAR_MAX_PIXELS = 40_000_000;
export const AVATAR_MIN_SIDE = 16;

const invalid = (message: string) => new AppError('validation_failed', message, { file: message });
export const notAnImageMessage = 'Choose a PNG, JPEG, GIF or WebP image.';

export type ProcessedAvatar = { size: AvatarSize; bytes: Buffer }[];

/**
 * Checks the picture by its content and re-encodes it as square WebP at each stored size: turned the
 * way its EXIF says, centre-cropped, and with nothing of the original's metadata (location, camera)
 * kept. A decompression bomb is refused by its declared dimensions, before decoding.
 */
export async function processAvatar(bytes: Buffer): Promise<ProcessedAvatar> {
  if (!sniffImageType(bytes)) throw invalid(notAnImageMessage);
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw invalid('This image could not be read. Choose another one.');
  }
  if (!width || !height) throw invalid('This image could not be read. Choose another one.');
  if (width > AVATAR_MAX_SIDE || height > AVATAR_MAX_SIDE || width * height > AVATAR_MAX_PIXELS) {
    throw invalid(`This image is too large: at most ${AVATAR_MAX_SIDE} × ${AVATAR_MAX_SIDE} pixels.`);
  }
  if (width < AVATAR_MIN_SIDE || height < AVATAR_MIN_SIDE) {
    throw invalid(`This image is too small: at least ${AVATAR_MIN_SIDE} × ${AVATAR_MIN_SIDE} pixels.`);
  }
  try {
    return await Promise.all(
      avatarSizes.map(async (size) => ({
        size,
        bytes: await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, animated: false })
          .rotate()
          .resize(size, size, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
  } catch {
    throw invalid('This image could not be read. Choose another one.');
  }
}
