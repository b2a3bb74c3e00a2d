import { degrees, type Color, type PDFFont, type PDFPage } from "pdf-lib";
import { printableText } from "../deliverable/pdf-text";

type SealText = { name: string; bottom: string; center: string };

/**
 * The agency's seal, drawn as vectors: two rings, the agency name along the top arc, "CERTIFIED TRANSLATION" along
 * the bottom arc and the year of issue in the middle between two stars. Generated from the company_name setting,
 * so a renamed agency needs no new artwork.
 */
export function drawSeal(
  page: PDFPage,
  seal: SealText,
  options: { cx: number; cy: number; radius: number; font: PDFFont; color: Color },
) {
  const { cx, cy, radius: r, font, color } = options;
  page.drawCircle({ x: cx, y: cy, size: r, borderColor: color, borderWidth: 2 });
  page.drawCircle({ x: cx, y: cy, size: r - 4, borderColor: color, borderWidth: 0.6 });
  page.drawCircle({ x: cx, y: cy, size: r * 0.62, borderColor: color, borderWidth: 1 });

  const textRadius = r * 0.8;
  const name = printableText(seal.name, font);
  // Long agency names shrink to fit the upper arc (about 200 degrees of it).
  const nameSize = Math.min(r * 0.17, (Math.PI * textRadius * 1.1) / Math.max(1, font.widthOfTextAtSize(name, 1)));
  arcText(page, name, { cx, cy, radius: textRadius, size: nameSize, font, color, top: true });
  arcText(page, seal.bottom, { cx, cy, radius: textRadius, size: r * 0.13, font, color, top: false });

  const yearSize = r * 0.26;
  const yearWidth = font.widthOfTextAtSize(seal.center, yearSize);
  page.drawText(seal.center, { x: cx - yearWidth / 2, y: cy - yearSize * 0.35, size: yearSize, font, color });
  for (const dx of [-1, 1]) star(page, cx + dx * r * 0.42, cy, r * 0.07, color);
}

type ArcOptions = { cx: number; cy: number; radius: number; size: number; font: PDFFont; color: Color; top: boolean };

/** Letters centred on an arc: the top arc reads clockwise with letter feet toward the centre, the bottom one counter-clockwise. */
function arcText(page: PDFPage, text: string, { cx, cy, radius, size, font, color, top }: ArcOptions) {
  const chars = [...text];
  const widths = chars.map((char) => font.widthOfTextAtSize(char, size));
  const baseline = top ? radius - size * 0.35 : radius + size * 0.35;
  const total = widths.reduce((sum, width) => sum + width, 0) / baseline; // radians the text spans
  let angle = top ? Math.PI / 2 + total / 2 : -Math.PI / 2 - total / 2;
  chars.forEach((char, index) => {
    const half = widths[index]! / 2 / baseline;
    angle += top ? -half : half;
    // The letter's baseline is tangent to the circle at `angle`; drawText starts at its left end.
    const rotation = top ? angle - Math.PI / 2 : angle + Math.PI / 2;
    const x = cx + baseline * Math.cos(angle) - (widths[index]! / 2) * Math.cos(rotation);
    const y = cy + baseline * Math.sin(angle) - (widths[index]! / 2) * Math.sin(rotation);
    page.drawText(char, { x, y, size, font, color, rotate: degrees((rotation * 180) / Math.PI) });
    angle += top ? -half : half;
  });
}

function star(page: PDFPage, x: number, y: number, r: number, color: Color) {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const angle = Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    points.push(
      `${i === 0 ? "M" : "L"} ${(radius * Math.cos(angle)).toFixed(2)} ${(-radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  page.drawSvgPath(`${points.join(" ")} Z`, { x, y, color });
}
