import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text layer of every page of a PDF, runs joined by single spaces (as a reader copying the text sees it). */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      const content = await (await pdf.getPage(pageNumber)).getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    return pages.join(" ").replace(/\s+/g, " ").trim();
  } finally {
    await task.destroy();
  }
}
