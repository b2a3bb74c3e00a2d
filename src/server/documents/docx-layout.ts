import type mammothModule from "mammoth";
import type { LayoutLine } from "../../shared/segmentation/layout";

/** The parts of mammoth's document tree read here (mammoth/lib/documents.js). */
type DocxElement = {
  type: string;
  value?: string;
  styleName?: string | null;
  styleId?: string | null;
  children?: DocxElement[];
};

/**
 * A DOCX's paragraphs and table rows in order, read from the document tree mammoth builds (the same reader that
 * counts its words; its transformDocument hook hands the tree over): each paragraph one whole line, headings marked
 * by their style, each table row one line of cells.
 */
export async function linesFromDocx(mammoth: typeof mammothModule, bytes: Buffer): Promise<LayoutLine[]> {
  let tree: DocxElement | null = null;
  await mammoth.convertToHtml(
    { buffer: bytes },
    {
      transformDocument: (document: DocxElement) => {
        tree = document;
        return document;
      },
    },
  );
  const lines: LayoutLine[] = [];
  walk(tree as DocxElement | null, lines);
  return lines;
}

function walk(element: DocxElement | null, lines: LayoutLine[]): void {
  if (!element) return;
  if (element.type === "paragraph") {
    // A tab separates a label from its value ("Baba Adı<tab>MEHMET") as a wide gap does on a page.
    const cells = textOf(element)
      .split(/\t+/u)
      .map((cell) => cell.trim())
      .filter(Boolean);
    const heading = /^(heading|title|başlık)/iu.test(element.styleName ?? element.styleId ?? "");
    if (cells.length > 0) lines.push({ page: 1, cells, box: null, whole: true, ...(heading ? { heading: true } : {}) });
    return;
  }
  if (element.type === "table") {
    for (const row of element.children ?? []) {
      if (row.type !== "tableRow") continue;
      // A cell of several paragraphs is one cell; a nested table's text joins its cell.
      const cells = (row.children ?? []).map((cell) => textOf(cell).replace(/\s+/gu, " ").trim());
      if (cells.some(Boolean)) lines.push({ page: 1, cells: cells.filter(Boolean), box: null, table: true });
    }
    return;
  }
  for (const child of element.children ?? []) walk(child, lines);
}

function textOf(element: DocxElement): string {
  if (element.type === "text") return element.value ?? "";
  if (element.type === "tab") return "\t";
  if (element.type === "break") return " ";
  const joiner = element.type === "paragraph" || element.type === "run" || element.type === "hyperlink" ? "" : " ";
  return (element.children ?? []).map(textOf).join(joiner);
}
