import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

// The standard PDF fonts encode WinAnsi only, which lacks ş, ğ, ı and İ: a certificate would misspell
// "Ayşe Yılmaz". LiberationSans (metric-compatible with Arial, SIL OFL) covers Turkish and already ships
// with pdfjs-dist, so it is embedded instead.
const fontsDir = path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts");
// Typed signatures: Dancing Script (SIL OFL) from @fontsource. It ships as WOFF subsets; fontkit embeds WOFF, and
// Turkish needs both the latin (ı, ö, ü, ç) and latin-ext (ş, ğ, İ) subsets, so both are embedded.
const scriptDir = path.join(path.dirname(require.resolve("@fontsource/dancing-script/package.json")), "files");

type FontBytes = { regular: Uint8Array; bold: Uint8Array; italic: Uint8Array; script: Uint8Array[] };
let cached: FontBytes | undefined;

/** The bytes of the certificate's regular, bold and italic faces and the script subsets for typed signatures, read once. */
export function certificateFontBytes(): FontBytes {
  cached ??= {
    regular: fs.readFileSync(path.join(fontsDir, "LiberationSans-Regular.ttf")),
    bold: fs.readFileSync(path.join(fontsDir, "LiberationSans-Bold.ttf")),
    // The translator's bracketed notes ("[signature]") are set in italic in a rendered translation.
    italic: fs.readFileSync(path.join(fontsDir, "LiberationSans-Italic.ttf")),
    script: ["latin", "latin-ext"].map((subset) =>
      fs.readFileSync(path.join(scriptDir, `dancing-script-${subset}-600-normal.woff`)),
    ),
  };
  return cached;
}
