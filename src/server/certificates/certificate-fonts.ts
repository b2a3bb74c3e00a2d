import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The standard PDF fonts encode WinAnsi only, which lacks ş, ğ, ı and İ: a certificate would misspell
// "Ayşe Yılmaz". LiberationSans (metric-compatible with Arial, SIL OFL) covers Turkish and already ships
// with pdfjs-dist, so it is embedded instead.
const fontsDir = path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts");

let cached: { regular: Uint8Array; bold: Uint8Array } | undefined;

/** The TrueType bytes of the certificate's regular and bold faces, read once. */
export function certificateFontBytes(): { regular: Uint8Array; bold: Uint8Array } {
  cached ??= {
    regular: fs.readFileSync(path.join(fontsDir, "LiberationSans-Regular.ttf")),
    bold: fs.readFileSync(path.join(fontsDir, "LiberationSans-Bold.ttf")),
  };
  return cached;
}
