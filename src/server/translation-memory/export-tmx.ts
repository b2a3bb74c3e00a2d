import { Readable } from "node:stream";
import { asc, gt } from "drizzle-orm";
import type { Executor } from "../db/client";
import { tmUnits } from "../db/schema/translation-memory";

/** Rows read per query while the file streams out (keyset on id: no offset, no row read twice). */
const PAGE = 1_000;

// Characters XML 1.0 does not allow, even escaped.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/gu;
const escape = (text: string) =>
  text
    .replace(NOT_XML, "")
    .replace(/&/gu, "&amp;")
    .replace(/</gu, "&lt;")
    .replace(/>/gu, "&gt;")
    .replace(/"/gu, "&quot;");

/** "20261128T104350Z", TMX 1.4b's date form. */
export function tmxDateOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/gu, "")
    .replace(/\.\d{3}/u, "");
}

/**
 * The whole memory as TMX 1.4b, streamed a page at a time. Every <tu> names its srclang (tr or en: the direction),
 * carries its id as tuid, its dates, and the document type as <prop type="x-document-type">; the header says
 * srclang="*all*" because the memory holds both directions.
 */
export function exportTmx(db: Executor, now = new Date()): Readable {
  async function* lines() {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4">\n';
    yield `  <header creationtool="Bosphorus Translate" creationtoolversion="1" datatype="plaintext" segtype="sentence" adminlang="en-US" srclang="*all*" o-tmf="bosphorus-tm" creationdate="${tmxDateOf(now)}"/>\n  <body>\n`;
    let after = 0;
    for (;;) {
      const rows = await db.select().from(tmUnits).where(gt(tmUnits.id, after)).orderBy(asc(tmUnits.id)).limit(PAGE);
      if (rows.length === 0) break;
      let chunk = "";
      for (const row of rows) {
        const [from, to] = row.direction === "tr-en" ? ["tr", "en"] : ["en", "tr"];
        chunk += `    <tu tuid="${row.id}" srclang="${from}" creationdate="${tmxDateOf(row.createdAt)}" changedate="${tmxDateOf(row.updatedAt)}">\n`;
        if (row.documentType) chunk += `      <prop type="x-document-type">${escape(row.documentType)}</prop>\n`;
        chunk += `      <tuv xml:lang="${from}"><seg>${escape(row.source)}</seg></tuv>\n`;
        chunk += `      <tuv xml:lang="${to}"><seg>${escape(row.target)}</seg></tuv>\n    </tu>\n`;
      }
      yield chunk;
      after = rows[rows.length - 1]!.id;
      if (rows.length < PAGE) break;
    }
    yield "  </body>\n</tmx>\n";
  }
  return Readable.from(lines());
}
