import sharp from 'sharp';

// An uploaded incident photo checked by its own bytes, never by what the sender says it is: the
// format by its magic bytes, confirmed by decoding it; sane dimensions; and re-encoded (sharp),
// which applies the camera's orientation and drops every metadata block (EXIF with its GPS
// position, XMP, ICC comments), so nothing the phone wrote is kept or trusted.

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** Each side at least this and at most MAX_SIDE pixels; at most MAX_PIXELS in all. */
export const MIN_SIDE = 16;
export const MAX_SIDE = 10_000;
export const MAX_PIXELS = 50_000_000;
/** A stored photo fits in this square: plenty for a phone screen, small in the database. */
export const STORED_SIDE = 2048;

export type PhotoRefusal = 'unsupported_type' | 'malformed' | 'bad_dimensions' | 'empty';

export interface CheckedPhoto {
  readonly contentType: PhotoType;
  readonly width: number;
  readonly height: number;
  readonly bytes: Buffer;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);

/** The image type the bytes are, whatever their name or declared type says. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}

const SHARP_FORMAT: Readonly<Record<PhotoType, string>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The photo as stored, or why it is refused. */
export async function checkPhoto(
  bytes: Buffer,
): Promise<{ photo: CheckedPhoto } | { refusal: PhotoRefusal }> {
  if (bytes.length === 0) return { refusal: 'empty' };
  const type = sniffPhotoType(bytes);
  if (!type) return { refusal: 'unsupported_type' };
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'error' } as const;
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch {
    return { refusal: 'malformed' };
  }
  if (metadata.format !== SHARP_FORMAT[type]) return { refusal: 'malformed' };
  const { width, height } = metadata;
  if (
    !width ||
    !height ||
    Math.min(width, height) < MIN_SIDE ||
    Math.max(width, height) > MAX_SIDE ||
    width * height > MAX_PIXELS
  )
    return { refusal: 'bad_dimensions' };
  try {
    const pipeline = sharp(bytes, options)
      .rotate()
      .resize(STORED_SIDE, STORED_SIDE, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      type === 'image/png'
        ? pipeline.png()
        : type === 'image/webp'
          ? pipeline.webp({ quality: 82 })
          : pipeline.jpeg({ quality: 82, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { photo: { contentType: type, width: info.width, height: info.height, bytes: data } };
  } catch {
    // Truncated or corrupt past its header: only decoding the whole image finds out.
    return { refusal: 'malformed' };
  }
}
