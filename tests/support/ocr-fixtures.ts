// Generated scans for the OCR tests and the bench: text rendered to an image, an image-only PDF and a PDF whose
// text is drawn as vector outlines. The font ships with pdfjs-dist, so the pictures do not depend on system fonts.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import { PDFDocument, rgb } from "pdf-lib";

const require = createRequire(import.meta.url);
const FONT_FILE = path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts", "LiberationSans-Regular.ttf");
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
export function renderTextPng(lines: readonly string[], { fontSize = 28, width = 1000, margin = 40 }: Layout = {}): Buffer {
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
