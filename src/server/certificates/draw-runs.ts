import type { Color, PDFFont, PDFPage } from "pdf-lib";

type Run = { font: PDFFont; text: string };

/**
 * Splits text into runs, each printed by the first font that has all its characters (a script font shipped as
 * several subsets); characters no font has are dropped.
 */
export function fontRuns(text: string, fonts: PDFFont[]): Run[] {
  const sets = fonts.map((font) => new Set(font.getCharacterSet()));
  const runs: Run[] = [];
  for (const char of text) {
    const index = sets.findIndex((set) => set.has(char.codePointAt(0)!));
    if (index < 0) continue;
    const last = runs.at(-1);
    if (last && last.font === fonts[index]) last.text += char;
    else runs.push({ font: fonts[index]!, text: char });
  }
  return runs;
}

export function runsWidth(runs: Run[], size: number): number {
  return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
}

/** Draws the runs one after another from (x, y). */
export function drawRuns(page: PDFPage, runs: Run[], options: { x: number; y: number; size: number; color: Color }) {
  let x = options.x;
  for (const run of runs) {
    page.drawText(run.text, { x, y: options.y, size: options.size, font: run.font, color: options.color });
    x += run.font.widthOfTextAtSize(run.text, options.size);
  }
}
