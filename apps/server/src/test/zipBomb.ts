import { crc32, deflateRawSync } from 'node:zlib';
import { writeZip } from '../modules/measurements/activityImport.js';

/**
 * A zip archive shaped like an .xlsx whose sheet inflates to `unpackedBytes` (default 64 MiB of spaces) from a few
 * kilobytes, while its headers claim `claimedBytes`: the archive lies, as a zip bomb does.
 */
export function zipBomb({ unpackedBytes = 64 * 1024 * 1024, claimedBytes = 1000 } = {}): Buffer {
  const types = Buffer.from('<?xml version="1.0"?><Types/>');
  const sheet = Buffer.alloc(unpackedBytes, 0x20);
  return writeZip([
    { name: '[Content_Types].xml', stored: types, method: 0, size: types.length, crc: crc32(types) },
    {
      name: 'xl/worksheets/sheet1.xml',
      stored: deflateRawSync(sheet),
      method: 8,
      size: claimedBytes,
      crc: crc32(sheet),
    },
  ]);
}
