import type { PDFFont } from "pdf-lib";

// A font can only print the characters it has glyphs for; pdf-lib throws on any other. The certificate font
// covers Turkish; anything beyond it (another script, an emoji in a file name) prints as its base Latin
// letter, or "?".

const NO_DECOMPOSITION: Record<string, string> = { ı: "i", ł: "l", Ł: "L", ø: "o", Ø: "O", đ: "d", Đ: "D" };

// A font's character set is thousands of code points: built once per font, not once per word.
const characterSets = new WeakMap<PDFFont, Set<number>>();
const characterSet = (font: PDFFont) => {
  let set = characterSets.get(font);
  if (!set) characterSets.set(font, (set = new Set(font.getCharacterSet())));
  return set;
};

/** `text` with every character the font cannot encode replaced by its base letter (or "?"). */
export function printableText(text: string, font: PDFFont): string {
  const supported = characterSet(font);
  let result = "";
  for (const char of text.replace(/[\r\n\t]+/g, " ")) {
    if (supported.has(char.codePointAt(0)!)) {
      result += char;
      continue;
    }
    const base = (NO_DECOMPOSITION[char] ?? char.normalize("NFD").replace(/\p{M}/gu, "")) || "?";
    result += [...base].every((c) => supported.has(c.codePointAt(0)!)) ? base : "?";
  }
  return result;
}

/** Splits printable text into lines no wider than maxWidth at the given size (words longer than a line are cut). */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > maxWidth) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}
