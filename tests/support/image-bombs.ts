import zlib from "node:zlib";
import {
  PDFDocument,
  PDFName,
  PDFNumber,
  popGraphicsState,
  pushGraphicsState,
  concatTransformationMatrix,
  drawObject,
} from "pdf-lib";
import { JPEG_BYTES } from "./fixtures";

// Small files that decode to gigabytes: an image's pixels cost memory whatever its file size. Built at test
// time in well under a second (docs/security.md, "Document bombs").

/**
 * A zlib stream of `size` zero bytes, built from one full-flushed raw deflate chunk repeated (each copy ends
 * byte-aligned with a reset dictionary, so copies concatenate): 400 MB of zeros compress to about 400 KB.
 */
export function zlibZeros(size: number, chunkSize: number): Buffer {
  if (size % chunkSize !== 0) throw new Error("size must be a multiple of chunkSize");
  const chunk = zlib.deflateRawSync(Buffer.alloc(chunkSize), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const adler = Buffer.alloc(4);
  // Adler-32 of n zeros: a stays 1, b adds it n times.
  adler.writeUInt32BE((((size % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: size / chunkSize }, () => chunk),
    zlib.deflateRawSync(Buffer.alloc(0)),
    adler,
  ]);
}

/**
 * A one-page PDF, `pageSize` points square (14,400 is the most PDF allows), showing a `side` × `side`
 * grey image whose Flate body really inflates to side² bytes, and no text: a scan as far as anyone can tell.
 */
export async function buildImageBombPdf({ pageSize = 14_400, side = 20_000 } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([pageSize, pageSize]);
  const image = pdf.context.register(
    pdf.context.stream(zlibZeros(side * side, side * 1000), {
      Type: "XObject",
      Subtype: "Image",
      Width: PDFNumber.of(side),
      Height: PDFNumber.of(side),
      ColorSpace: "DeviceGray",
      BitsPerComponent: 8,
      Filter: "FlateDecode",
    }),
  );
  page.node.setXObject(PDFName.of("Im0"), image);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(pageSize, 0, 0, pageSize, 0, 0),
    drawObject("Im0"),
    popGraphicsState(),
  );
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid `side` × `side` black greyscale PNG: under 1 MB, side² bytes once decoded. */
export function buildPngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // Every row is a filter byte (0, none) and `side` zero pixels.
  const rowBytes = side + 1;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlibZeros(rowBytes * side, rowBytes * 1000)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The tiny test JPEG with its frame header claiming `width` × `height`. */
export function buildJpegClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(JPEG_BYTES);
  for (let offset = 2; offset + 9 <= bytes.length; offset += 1) {
    if (bytes[offset] === 0xff && bytes[offset + 1]! >= 0xc0 && bytes[offset + 1]! <= 0xc2) {
      bytes.writeUInt16BE(height, offset + 5);
      bytes.writeUInt16BE(width, offset + 7);
      return bytes;
    }
  }
  throw new Error("no frame header in the test JPEG");
}
