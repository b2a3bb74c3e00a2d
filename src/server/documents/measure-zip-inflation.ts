import zlib from "node:zlib";

/** Real Word documents inflate to a few megabytes (64 MB of XML is millions of words); images barely compress. */
export const MAX_ZIP_INFLATED_BYTES = 64 * 1024 * 1024;

type CentralEntry = { method: number; compressedSize: number; localOffset: number };

/**
 * Whether a ZIP archive inflates to at most `cap` bytes in total, measured by really inflating every entry
 * (streaming, output discarded) and stopping at the cap: the sizes an archive declares are never trusted, so
 * a small file that claims 1,000 bytes but inflates to gigabytes costs a fraction of a second and no memory.
 * An archive we cannot walk (not a ZIP, ZIP64, encrypted, unknown method) answers false.
 */
export async function inflatesWithin(zip: Buffer, cap = MAX_ZIP_INFLATED_BYTES): Promise<boolean> {
  const entries = centralEntries(zip);
  if (!entries) return false;
  let total = 0;
  for (const entry of entries) {
    const data = entryData(zip, entry);
    if (!data) return false;
    if (entry.method === 0) {
      total += data.length;
      if (total > cap) return false;
      continue;
    }
    if (entry.method !== 8) return false;
    const inflated = await inflatedSize(data, cap - total);
    if (inflated === null) return false;
    total += inflated;
  }
  return true;
}

/** Bytes a raw deflate stream inflates to, or null past `budget` or on corrupt data; chunks are counted and dropped. */
function inflatedSize(data: Buffer, budget: number): Promise<number | null> {
  return new Promise((resolve) => {
    const inflate = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
    let size = 0;
    let settled = false;
    const finish = (value: number | null) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(value);
    };
    inflate.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) finish(null);
    });
    inflate.on("end", () => finish(size));
    inflate.on("error", () => finish(null));
    inflate.end(data);
  });
}

/** The central directory (the archive's authoritative list): method, compressed size and local header offset. */
function centralEntries(zip: Buffer): CentralEntry[] | null {
  const end = findEndOfCentralDirectory(zip);
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries: CentralEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== 0x02014b50) return null;
    const flags = zip.readUInt16LE(offset + 8);
    if (flags & 0x1) return null; // encrypted
    entries.push({
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      localOffset: zip.readUInt32LE(offset + 42),
    });
    offset += 46 + zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return entries;
}

function entryData(zip: Buffer, entry: CentralEntry): Buffer | null {
  const local = entry.localOffset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) return null;
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  // 0xFFFFFFFF is ZIP64's marker: no Word document of at most 10 MB needs it.
  if (entry.compressedSize === 0xffffffff || start + entry.compressedSize > zip.length) return null;
  return zip.subarray(start, start + entry.compressedSize);
}

function findEndOfCentralDirectory(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let offset = zip.length - 22; offset >= lowest; offset -= 1) {
    if (zip.readUInt32LE(offset) === 0x06054b50) return offset;
  }
  return -1;
}
