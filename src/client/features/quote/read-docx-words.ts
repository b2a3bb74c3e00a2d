import { unzipSync } from "fflate";

/** A real Word body is far below this; a larger claimed size is a broken or hostile archive. */
const MAX_DOCUMENT_XML_BYTES = 50 * 1024 * 1024;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10),
      );
    return ENTITIES[name] ?? entity;
  });
}

/**
 * The text of a .docx body (word/document.xml), as mammoth reads it on the server: the runs of a paragraph
 * joined as they are (Word splits words across runs), tabs and breaks as spaces, paragraphs on their own lines.
 * null when the bytes are not a Word document.
 */
export function docxText(bytes: Uint8Array): string | null {
  let xml: Uint8Array | undefined;
  try {
    xml = unzipSync(bytes, {
      filter: (entry) => entry.name === "word/document.xml" && entry.originalSize <= MAX_DOCUMENT_XML_BYTES,
    })["word/document.xml"];
  } catch {
    return null;
  }
  if (!xml) return null;
  const body = new TextDecoder().decode(xml);
  const paragraphs = body.split(/<\/w:p>/);
  return paragraphs
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(?:tab|br|cr)\b[^>]*\/>/g)]
        .map((match) => (match[1] === undefined ? " " : decodeXml(match[1])))
        .join(""),
    )
    .join("\n");
}
