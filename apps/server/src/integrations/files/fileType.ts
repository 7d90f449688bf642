/**
 * What an uploaded file is, recognised by its first bytes (never by its name or declared type): images and
 * short video clips for the scan uploads, PDF and images for documents. Each caller decides which it takes.
 */
export type FileKind = 'image' | 'video' | 'pdf';

export interface FileType {
  kind: FileKind;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'video/mp4' | 'video/webm' | 'application/pdf';
  /** The extension the file store names it with. */
  extension: '.png' | '.jpg' | '.webp' | '.mp4' | '.webm' | '.pdf';
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
/** "%PDF-" followed by the version, e.g. "%PDF-1.7". */
const PDF = /^%PDF-\d\.\d/;
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** EBML DocType element (0x4282), one-byte size 0x84, "webm": a Matroska file that is WebM. */
const WEBM_DOCTYPE = Buffer.from([0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]);
/** Major brands of MP4 files; other ISO media files (HEIC images, QuickTime) are not accepted. */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ']);

export function detectFileType(bytes: Buffer): FileType | undefined {
  if (bytes.subarray(0, PNG.length).equals(PNG)) {
    return { kind: 'image', contentType: 'image/png', extension: '.png' };
  }
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) {
    return { kind: 'image', contentType: 'image/jpeg', extension: '.jpg' };
  }
  // RIFF <size> WEBP
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return { kind: 'image', contentType: 'image/webp', extension: '.webp' };
  }
  // The header must open the file: readers tolerate leading bytes, but a file that hides them is refused.
  if (PDF.test(bytes.toString('latin1', 0, 8))) {
    return { kind: 'pdf', contentType: 'application/pdf', extension: '.pdf' };
  }
  // <box size> ftyp <major brand>
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 4, 8) === 'ftyp' &&
    MP4_BRANDS.has(bytes.toString('latin1', 8, 12))
  ) {
    return { kind: 'video', contentType: 'video/mp4', extension: '.mp4' };
  }
  // The DocType sits in the EBML header, within its first few dozen bytes.
  if (bytes.subarray(0, EBML.length).equals(EBML) && bytes.subarray(0, 64).includes(WEBM_DOCTYPE)) {
    return { kind: 'video', contentType: 'video/webm', extension: '.webm' };
  }
  return undefined;
}
