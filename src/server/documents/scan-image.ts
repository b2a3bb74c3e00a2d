// A scan or photo as OCR is given it: grey, its lighting evened out, turned upright and straightened (docs/decisions/030-scan-orientation.md).
// The image was already measured against the pixel caps (pixel-caps.ts) before anything here decodes it.
import { createCanvas, loadImage } from "@napi-rs/canvas";

/** One byte of luminance a pixel, row by row. */
export type GreyImage = { width: number; height: number; pixels: Uint8Array };

/** Quarter turns clockwise: 0 upright, 1 = 90°, 2 = 180°, 3 = 270°. */
export type QuarterTurns = 0 | 1 | 2 | 3;

/**
 * The long side OCR works on: about 300 dpi on a Letter page, where tesseract reads body text best. A larger photo
 * or scan (a 12 MP phone photo, a 600 dpi scan up to the 40 MP cap) is scaled down to it first, so every copy below
 * holds at most ~8.5 MP: less memory and less OCR time than reading it at full size.
 */
export const MAX_OCR_LONG_SIDE_PX = 3300;

/** The image's luminance (Rec. 601 weights), scaled to MAX_OCR_LONG_SIDE_PX. Throws when the bytes are no image the canvas can decode. */
export async function readGreyImage(bytes: Buffer): Promise<GreyImage> {
  const image = await loadImage(bytes);
  const scale = Math.min(1, MAX_OCR_LONG_SIDE_PX / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  // Transparent areas read as white paper, not black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.drawImage(image, 0, 0, width, height);
  const rgba = context.getImageData(0, 0, width, height).data;
  const pixels = new Uint8Array(width * height);
  for (let p = 0, i = 0; p < pixels.length; p += 1, i += 4) {
    pixels[p] = (rgba[i]! * 299 + rgba[i + 1]! * 587 + rgba[i + 2]! * 114) / 1000;
  }
  return { width, height, pixels };
}

/** Side of the squares the paper's brightness is measured in; text lines are much smaller, lighting changes slowly. */
const LIGHTING_CELL_PX = 48;

/**
 * A dim or unevenly lit photo made to look like a scan: each pixel is divided by the brightness of the paper around
 * it (the 90th percentile of its cell, interpolated between cells), then the contrast is stretched so the darkest
 * 1 % is black and the brightest paper white. tesseract binarises with one global threshold, which a photo taken
 * under a lamp (bright middle, dark corners) defeats; a clean scan is left as it was (its paper is already white).
 */
export function evenOutLighting({ width, height, pixels }: GreyImage): GreyImage {
  const columns = Math.max(1, Math.ceil(width / LIGHTING_CELL_PX));
  const rows = Math.max(1, Math.ceil(height / LIGHTING_CELL_PX));
  const paper = new Float32Array(columns * rows);
  const histogram = new Uint32Array(256);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      histogram.fill(0);
      const x1 = Math.min(width, (column + 1) * LIGHTING_CELL_PX);
      const y1 = Math.min(height, (row + 1) * LIGHTING_CELL_PX);
      let count = 0;
      for (let y = row * LIGHTING_CELL_PX; y < y1; y += 1) {
        for (let x = column * LIGHTING_CELL_PX; x < x1; x += 1) {
          histogram[pixels[y * width + x]!]! += 1;
          count += 1;
        }
      }
      paper[row * columns + column] = Math.max(1, percentile(histogram, count, 0.9));
    }
  }
  // Rounded to whole levels: one byte a pixel, like the image itself.
  const flattened = new Uint8Array(width * height);
  const overall = new Uint32Array(256);
  for (let y = 0; y < height; y += 1) {
    // Cell centres: interpolate the paper's brightness between the four nearest.
    const fy = Math.min(rows - 1, Math.max(0, (y + 0.5) / LIGHTING_CELL_PX - 0.5));
    const r0 = Math.floor(fy);
    const r1 = Math.min(rows - 1, r0 + 1);
    const wy = fy - r0;
    for (let x = 0; x < width; x += 1) {
      const fx = Math.min(columns - 1, Math.max(0, (x + 0.5) / LIGHTING_CELL_PX - 0.5));
      const c0 = Math.floor(fx);
      const c1 = Math.min(columns - 1, c0 + 1);
      const wx = fx - c0;
      const top = paper[r0 * columns + c0]! * (1 - wx) + paper[r0 * columns + c1]! * wx;
      const bottom = paper[r1 * columns + c0]! * (1 - wx) + paper[r1 * columns + c1]! * wx;
      const value = Math.round(Math.min(255, (255 * pixels[y * width + x]!) / (top * (1 - wy) + bottom * wy)));
      flattened[y * width + x] = value;
      overall[value]! += 1;
    }
  }
  const black = percentile(overall, flattened.length, 0.01);
  const white = Math.max(black + 1, percentile(overall, flattened.length, 0.98));
  const out = new Uint8Array(width * height);
  for (let p = 0; p < out.length; p += 1)
    out[p] = Math.max(0, Math.min(255, ((flattened[p]! - black) * 255) / (white - black)));
  return { width, height, pixels: out };
}

/** The value below which `share` of the counted pixels lie. */
function percentile(histogram: Uint32Array, count: number, share: number): number {
  const target = count * share;
  let seen = 0;
  for (let value = 0; value < 256; value += 1) {
    seen += histogram[value]!;
    if (seen >= target) return value;
  }
  return 255;
}

/**
 * The grey image turned by `turns` quarter turns clockwise, straightened by `skewDegrees` (the angle its text lines
 * lean, scan-orientation.ts) and scaled by `scale`, as a PNG for tesseract. Corners a skew turn uncovers are white.
 */
export function renderGreyPng(
  image: GreyImage,
  turns: QuarterTurns,
  { scale = 1, skewDegrees = 0 }: { scale?: number; skewDegrees?: number } = {},
): Buffer {
  const source = createCanvas(image.width, image.height);
  const sourceContext = source.getContext("2d");
  const data = sourceContext.createImageData(image.width, image.height);
  for (let p = 0, i = 0; p < image.pixels.length; p += 1, i += 4) {
    const value = image.pixels[p]!;
    data.data[i] = value;
    data.data[i + 1] = value;
    data.data[i + 2] = value;
    data.data[i + 3] = 255;
  }
  sourceContext.putImageData(data, 0, 0);
  const width = image.width * scale;
  const height = image.height * scale;
  const angle = ((turns * 90 - skewDegrees) * Math.PI) / 180;
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const target = createCanvas(
    Math.max(1, Math.round(width * cos + height * sin)),
    Math.max(1, Math.round(width * sin + height * cos)),
  );
  const context = target.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, target.width, target.height);
  context.imageSmoothingEnabled = true;
  context.translate(target.width / 2, target.height / 2);
  context.rotate(angle);
  context.drawImage(source, -width / 2, -height / 2, width, height);
  return target.toBuffer("image/png");
}
