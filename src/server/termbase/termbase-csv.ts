import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { coded } from "../../shared/error-codes";
import type { TermInput } from "../../shared/schemas/termbase";
import { badRequest } from "../http/app-error";
import type { Place, RawTerm } from "./imported-term";

// The termbase as CSV (RFC 4180, read and written by csv-parse / csv-stringify): the header below, one term a
// line, lists (document types, forbidden variants) inside one cell separated by ";". Written with a byte order
// mark and CRLF so spreadsheet programs open the Turkish letters right; read with or without either.

export const CSV_HEADER = ["tr", "en", "document_types", "note", "forbidden"] as const;
const LIST_SEPARATOR = ";";

const splitList = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/** Line breaks inside a record's quoted cells: the record starts that many lines before the one it ends on. */
const innerLineBreaks = (record: string[]) =>
  record.reduce((sum, cell) => sum + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/** The entries of a CSV file with the line each starts on; a malformed file is refused naming the line. */
export function readTermsCsv(content: string): { raw: RawTerm; place: Place }[] {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was read (csv-parse's types describe plain records only).
    rows = parse(content, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      record_delimiter: ["\r\n", "\n", "\r"],
    }) as unknown as typeof rows;
  } catch (error) {
    if (error instanceof CsvError)
      throw badRequest(coded("TERMBASE_CSV_UNREADABLE", { line: Number((error as { lines?: number }).lines ?? 1) }));
    throw error;
  }
  const [header, ...records] = rows;
  const names = header?.record.map((name) => name.trim().toLowerCase());
  if (!names || names.join() !== CSV_HEADER.join()) throw badRequest("TERMBASE_CSV_HEADER");
  return records.map(({ record, info }) => {
    const [tr = "", en = "", types = "", note = "", forbidden = ""] = record;
    return {
      raw: { tr, en, documentTypes: splitList(types), note, forbidden: splitList(forbidden) },
      place: { format: "csv", line: info.lines - innerLineBreaks(record) },
    };
  });
}

/** The terms as a CSV file (text; the route sends it as UTF-8). */
export function writeTermsCsv(terms: readonly TermInput[]): string {
  const records = terms.map((term) => [
    term.tr,
    term.en,
    term.documentTypes.join(LIST_SEPARATOR),
    term.note ?? "",
    term.forbidden.join(LIST_SEPARATOR),
  ]);
  // Cells with a line break are quoted too (RFC 4180), whichever record delimiter is written.
  return stringify([[...CSV_HEADER], ...records], { bom: true, record_delimiter: "windows", quoted_match: /[\r\n]/ });
}
