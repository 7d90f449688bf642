/** The image types accepted for scan uploads, recognised by their first bytes (never by name or header). */
export interface ImageType {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  extension: '.png' | '.jpg' | '.webp';
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return { contentType: 'image/png', extension: '.png' };
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return { contentType: 'image/jpeg', extension: '.jpg' };
  // RIFF <size> WEBP
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return { contentType: 'image/webp', extension: '.webp' };
  }
  return undefined;
}
