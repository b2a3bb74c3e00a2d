/** An image's size as its header declares it, read without decoding a single pixel. */
export type ImageDimensions = { width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's IHDR chunk (always the first chunk), or null when there is none. */
export function pngDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (baseline, extended, progressive, lossless, arithmetic): all carry the frame's size. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * Width and height from a JPEG's first start-of-frame segment, walking the marker segments from the start
 * (the decoder allocates by this frame's size, whatever a surrounding container claims). Null when no frame
 * header is found before the image data.
 */
export function jpegDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes, and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    if (SOF_MARKERS.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      return {
        height: (bytes[offset + 5]! << 8) | bytes[offset + 6]!,
        width: (bytes[offset + 7]! << 8) | bytes[offset + 8]!,
      };
    }
    // Start of scan or end of image before any frame: nothing to decode by.
    if (marker === 0xda || marker === 0xd9 || length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

/** A JPEG 2000 image's size from its SIZ segment (the codestream may sit inside a JP2 box), or null. */
export function jpeg2000Dimensions(bytes: Uint8Array): ImageDimensions | null {
  // SOC then SIZ: FF4F FF51, Lsiz(2) Rsiz(2) Xsiz(4) Ysiz(4) XOsiz(4) YOsiz(4).
  for (let offset = 0; offset + 24 <= bytes.length; offset += 1) {
    if (
      bytes[offset] !== 0xff ||
      bytes[offset + 1] !== 0x4f ||
      bytes[offset + 2] !== 0xff ||
      bytes[offset + 3] !== 0x51
    )
      continue;
    const view = new DataView(bytes.buffer, bytes.byteOffset + offset + 8, 16);
    return { width: view.getUint32(0) - view.getUint32(8), height: view.getUint32(4) - view.getUint32(12) };
  }
  return null;
}

export const pixelCount = ({ width, height }: ImageDimensions): number => width * height;
