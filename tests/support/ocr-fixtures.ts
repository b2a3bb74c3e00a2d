// Generated scans for the OCR tests and the bench: text rendered to an image, an image-only PDF and a PDF whose
// text is drawn as vector outlines. The font ships with pdfjs-dist, so the pictures do not depend on system fonts.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import { PDFDocument, rgb } from "pdf-lib";

const require = createRequire(import.meta.url);
const FONT_FILE = path.join(
  path.dirname(require.resolve("pdfjs-dist/package.json")),
  "standard_fonts",
  "LiberationSans-Regular.ttf",
);
const FONT_FAMILY = "OCR Test Sans";
GlobalFonts.registerFromPath(FONT_FILE, FONT_FAMILY);

export const ENGLISH_LINES = [
  "This certifies that the person named below was born",
  "in Istanbul on the fourth of March, nineteen ninety.",
  "The record was entered in the civil registry office",
  "and this copy was issued at the request of the holder.",
  "Signed and sealed by the registrar of the district.",
];

export const TURKISH_LINES = [
  "Bu belge, başvuru sahibinin doğum tarihini ve",
  "İstanbul'daki nüfus müdürlüğüne kayıtlı olduğunu",
  "gösterir. Çocuğun adı Işıl Gündoğdu olarak yazılmış,",
  "ölçülü ve güvenilir bir şekilde düzenlenmiştir.",
];

type Layout = { fontSize?: number; width?: number; margin?: number };

/** The lines as dark text on a white PNG, as a phone photo or flatbed scan of a typed page would show them. */
export function renderTextPng(
  lines: readonly string[],
  { fontSize = 28, width = 1000, margin = 40 }: Layout = {},
): Buffer {
  const lineHeight = Math.round(fontSize * 1.6);
  const canvas = createCanvas(width, margin * 2 + lines.length * lineHeight);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "#111111";
  context.font = `${fontSize}px "${FONT_FAMILY}"`;
  lines.forEach((line, index) => context.fillText(line, margin, margin + fontSize + index * lineHeight));
  return canvas.toBuffer("image/png");
}

/** A white image with a grey frame and no text: OCR must find nothing in it. */
export function renderBlankPng(width = 600, height = 400): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.strokeStyle = "#999999";
  context.lineWidth = 4;
  context.strokeRect(20, 20, width - 40, height - 40);
  return canvas.toBuffer("image/png");
}

/** A PDF whose every page is one embedded image and has no text layer: a scanned document. */
export async function buildImagePdf(pageImages: readonly Buffer[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (const png of pageImages) {
    const image = await pdf.embedPng(png);
    // The image fills the width of a Letter page, as a scanner produces it.
    const height = (612 * image.height) / image.width;
    pdf.addPage([612, 792]).drawImage(image, { x: 0, y: 792 - height, width: 612, height });
  }
  return Buffer.from(await pdf.save());
}

/** A PDF whose text is drawn as glyph outlines (filled paths, as "convert text to outlines" produces): no text layer. */
export async function buildOutlinePdf(lines: readonly string[], fontSize = 16): Promise<Buffer> {
  const font = fontkit.create(fs.readFileSync(FONT_FILE));
  if (!("layout" in font)) throw new Error("expected a single font");
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const scale = fontSize / font.unitsPerEm;
  lines.forEach((line, index) => {
    const run = font.layout(line);
    let x = 50;
    const baseline = 740 - index * fontSize * 1.6;
    run.glyphs.forEach((glyph, glyphIndex) => {
      // Font outlines have y pointing up; SVG paths (what pdf-lib draws) have y pointing down.
      // (fontkit's Path has scale(); its bundled type declarations omit it.)
      const svg = (glyph.path as unknown as { scale(x: number, y: number): { toSVG(): string } }).scale(1, -1).toSVG();
      if (svg) page.drawSvgPath(svg, { x, y: baseline, scale, color: rgb(0, 0, 0) });
      x += run.positions[glyphIndex]!.xAdvance * scale;
    });
  });
  return Buffer.from(await pdf.save());
}

/**
 * A Turkish letter of 87 words (the customer's sideways photo in issue 28 held 87), in lines that fit 900 px at
 * 24 px: the phone-photo fixtures below are made from it.
 */
export const TURKISH_LETTER_LINES = [
  "Sayın yetkili, bu belge başvuru sahibi Ayşe Yılmaz'ın",
  "doğum tarihini ve nüfus kaydını gösterir. Kendisi",
  "on iki Mart bin dokuz yüz doksan tarihinde İstanbul'da",
  "doğmuş ve Kadıköy nüfus müdürlüğüne kayıtlı olarak",
  "yaşamaktadır. Annesinin adı Fatma, babasının adı",
  "Mehmet olarak yazılmıştır. Bu örnek, ilgilinin isteği",
  "üzerine düzenlenmiş ve resmi mühürle onaylanmıştır.",
  "Belgenin aslı dairede saklanmaktadır; bilgilerde bir",
  "değişiklik olursa yeni bir örnek alınması gerekir.",
  "Gereğini bilgilerinize sunarız. Saygılarımızla,",
  "Nüfus Müdürü Işıl Gündoğdu, İstanbul.",
];

type PhotoOptions = {
  /** Quarter turns clockwise, as a phone held sideways or upside down takes the page. */
  turns?: 0 | 1 | 2 | 3;
  /** A page photographed askew, in degrees. */
  skewDegrees?: number;
  /** Dim and unevenly lit (a lamp in one corner), with sensor noise: a photo taken at night. */
  lowLight?: boolean;
  /** The lines set in this many columns side by side (a two-column form). */
  columns?: number;
  fontSize?: number;
};

/** A seeded generator, so the noise of a fixture is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * The lines as a phone photo of a printed page: optionally in columns, dim and noisy, askew and turned. Small
 * (under a megapixel) so the OCR tests stay quick on a two-core machine.
 */
export function renderPhotoPng(
  lines: readonly string[],
  { turns = 0, skewDegrees = 0, lowLight = false, columns = 1, fontSize = 24 }: PhotoOptions = {},
): Buffer {
  const lineHeight = Math.round(fontSize * 1.6);
  const margin = 40;
  const probe = createCanvas(10, 10).getContext("2d");
  probe.font = `${fontSize}px "${FONT_FAMILY}"`;
  const columnWidth = Math.ceil(Math.max(...lines.map((line) => probe.measureText(line).width)));
  const perColumn = Math.ceil(lines.length / columns);
  const gutter = 60;
  const page = createCanvas(
    margin * 2 + columns * columnWidth + (columns - 1) * gutter,
    margin * 2 + perColumn * lineHeight,
  );
  const context = page.getContext("2d");
  if (lowLight) {
    const lamp = context.createRadialGradient(
      page.width * 0.3,
      page.height * 0.3,
      40,
      page.width * 0.5,
      page.height * 0.5,
      page.width,
    );
    lamp.addColorStop(0, "#6a6a6a");
    lamp.addColorStop(1, "#262626");
    context.fillStyle = lamp;
  } else {
    context.fillStyle = "#ffffff";
  }
  context.fillRect(0, 0, page.width, page.height);
  context.fillStyle = lowLight ? "rgba(10, 10, 10, 0.85)" : "#111111";
  context.font = `${fontSize}px "${FONT_FAMILY}"`;
  lines.forEach((line, index) => {
    const column = Math.floor(index / perColumn);
    const row = index % perColumn;
    context.fillText(line, margin + column * (columnWidth + gutter), margin + fontSize + row * lineHeight);
  });
  if (lowLight) {
    const random = seeded(7);
    const pixels = context.getImageData(0, 0, page.width, page.height);
    for (let i = 0; i < pixels.data.length; i += 4) {
      const noise = (random() - 0.5) * 30;
      for (let channel = 0; channel < 3; channel += 1) pixels.data[i + channel] = pixels.data[i + channel]! + noise;
    }
    context.putImageData(pixels, 0, 0);
  }
  const angle = (turns * Math.PI) / 2 + (skewDegrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const photo = createCanvas(
    Math.round(page.width * cos + page.height * sin),
    Math.round(page.width * sin + page.height * cos),
  );
  const photoContext = photo.getContext("2d");
  photoContext.fillStyle = lowLight ? "#262626" : "#ffffff";
  photoContext.fillRect(0, 0, photo.width, photo.height);
  photoContext.translate(photo.width / 2, photo.height / 2);
  photoContext.rotate(angle);
  photoContext.drawImage(page, -page.width / 2, -page.height / 2);
  return lowLight ? photo.toBuffer("image/jpeg", 85) : photo.toBuffer("image/png");
}

/** The lines as a photo taken while moving: every letter smeared sideways and blurred, readable to no one. */
export function renderSmearedPng(lines: readonly string[], fontSize = 24): Buffer {
  const lineHeight = Math.round(fontSize * 1.6);
  const canvas = createCanvas(900, 80 + lines.length * lineHeight);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.font = `${fontSize}px "${FONT_FAMILY}"`;
  const steps = 10;
  context.fillStyle = `rgba(0, 0, 0, ${1.6 / steps})`;
  context.filter = "blur(1px)";
  for (let step = 0; step < steps; step += 1) {
    lines.forEach((line, index) => context.fillText(line, 40 + step, 40 + fontSize + index * lineHeight + step * 0.6));
  }
  return canvas.toBuffer("image/png");
}
