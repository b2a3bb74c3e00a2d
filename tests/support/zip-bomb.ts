import zlib from "node:zlib";
import { strToU8, zipSync } from "fflate";

/**
 * A .docx whose word/document.xml declares `declaredSize` bytes but inflates to `inflatedBytes` zeros.
 * The deflate stream is built from one full-flushed chunk repeated (full flush ends byte-aligned and resets
 * the dictionary, so copies concatenate into a valid stream), so a 4 GB bomb is built in well under a second.
 */
export function buildDocxBomb({ inflatedBytes = 4 * 1024 ** 3, declaredSize = 1000 } = {}): Buffer {
  const chunkSize = 64 * 1024 * 1024;
  const chunk = zlib.deflateRawSync(Buffer.alloc(chunkSize), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const end = zlib.deflateRawSync(Buffer.alloc(0)); // an empty final block
  const copies = Math.ceil(inflatedBytes / chunkSize);
  const compressed = Buffer.concat([...Array.from({ length: copies }, () => chunk), end]);

  // The package parts around it, from a real ZIP writer; the bomb entry is appended by hand below.
  const parts = Buffer.from(
    zipSync({
      "[Content_Types].xml": strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
      "_rels/.rels": strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
      ),
    }),
  );
  const eocd = parts.length - 22;
  const centralOffset = parts.readUInt32LE(eocd + 16);
  const centralSize = parts.readUInt32LE(eocd + 12);
  const entries = parts.readUInt16LE(eocd + 10);
  const localRecords = parts.subarray(0, centralOffset);
  const central = parts.subarray(centralOffset, centralOffset + centralSize);

  const name = Buffer.from("word/document.xml");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(0, 14); // CRC: never reached
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(name.length, 26);
  const bombOffset = localRecords.length;

  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(8, 10);
  header.writeUInt32LE(compressed.length, 20);
  header.writeUInt32LE(declaredSize, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(bombOffset, 42);

  const newCentralOffset = bombOffset + local.length + name.length + compressed.length;
  const newCentral = Buffer.concat([central, header, name]);
  const end2 = Buffer.alloc(22);
  end2.writeUInt32LE(0x06054b50, 0);
  end2.writeUInt16LE(entries + 1, 8);
  end2.writeUInt16LE(entries + 1, 10);
  end2.writeUInt32LE(newCentral.length, 12);
  end2.writeUInt32LE(newCentralOffset, 16);
  return Buffer.concat([localRecords, local, name, compressed, newCentral, end2]);
}
