export type ZipEntry = { name: string; uncompressedSize: number };

/**
 * The entries of a ZIP archive, read from its central directory (the authoritative list; local headers
 * can be stale). Returns [] for anything that is not a well-formed, non-ZIP64 archive, which is enough for
 * files of at most 10 MB. Written by hand because the server has no ZIP library and needs only names and sizes.
 */
export function zipEntries(zip: Buffer): ZipEntry[] {
  const end = findEndOfCentralDirectory(zip);
  if (end < 0) return [];
  const entryCount = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < entryCount; i += 1) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== 0x02014b50) return [];
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > zip.length) return [];
    entries.push({
      name: zip.toString("utf8", offset + 46, offset + 46 + nameLength),
      uncompressedSize: zip.readUInt32LE(offset + 24),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export function zipEntryNames(zip: Buffer): string[] {
  return zipEntries(zip).map((entry) => entry.name);
}

/** The end record sits in the last 22 bytes plus an optional comment of up to 65,535 bytes. */
function findEndOfCentralDirectory(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let offset = zip.length - 22; offset >= lowest; offset -= 1) {
    if (zip.readUInt32LE(offset) === 0x06054b50) return offset;
  }
  return -1;
}
