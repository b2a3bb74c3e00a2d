import { DOCUMENT_TYPE_IDS, type DocumentTypeId } from "../../shared/catalog";
import { coded } from "../../shared/error-codes";
import { ERROR_TEXTS } from "../../shared/error-codes";
import { TERMBASE_IMPORT_MAX_TERMS, termInputSchema, type TermInput } from "../../shared/schemas/termbase";
import { termKey } from "../../shared/termbase/match-terms";
import { badRequest } from "../http/app-error";

// One entry of an imported CSV or TBX file, checked with the admin form's own schema; a refusal names the CSV
// line or the TBX entry (counted from 1) so the admin can find it.

export type RawTerm = { tr: string; en: string; documentTypes: string[]; note: string; forbidden: string[] };
export type Place = { format: "csv"; line: number } | { format: "tbx"; entry: number };

const KNOWN_TYPES = new Set<string>(DOCUMENT_TYPE_IDS);

function refuse(place: Place, problem: "TERM_MISSING" | "DOCUMENT_TYPE" | "TOO_LONG", value = ""): never {
  if (place.format === "csv") {
    const { line } = place;
    if (problem === "TERM_MISSING") throw badRequest(coded("TERMBASE_CSV_TERM_MISSING", { line }));
    if (problem === "DOCUMENT_TYPE") throw badRequest(coded("TERMBASE_CSV_DOCUMENT_TYPE", { line, value }));
    throw badRequest(coded("TERMBASE_CSV_TOO_LONG", { line }));
  }
  const { entry } = place;
  if (problem === "TERM_MISSING") throw badRequest(coded("TERMBASE_TBX_TERM_MISSING", { entry }));
  if (problem === "DOCUMENT_TYPE") throw badRequest(coded("TERMBASE_TBX_DOCUMENT_TYPE", { entry, value }));
  throw badRequest(coded("TERMBASE_TBX_TOO_LONG", { entry }));
}

/** A raw entry as the form would take it, or a 400 naming its place. */
export function checkImportedTerm(raw: RawTerm, place: Place): TermInput {
  const unknown = raw.documentTypes.find((type) => !KNOWN_TYPES.has(type));
  if (unknown !== undefined) refuse(place, "DOCUMENT_TYPE", unknown);
  const parsed = termInputSchema.safeParse({
    tr: raw.tr,
    en: raw.en,
    documentTypes: raw.documentTypes as DocumentTypeId[],
    note: raw.note,
    forbidden: raw.forbidden.map((variant) => variant.trim()).filter(Boolean),
  });
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message;
  const missing = message === ERROR_TEXTS.TERM_TR_REQUIRED || message === ERROR_TEXTS.TERM_EN_REQUIRED;
  return refuse(place, missing ? "TERM_MISSING" : "TOO_LONG");
}

/** Checks every entry, refuses an empty or oversized file and a term given twice (same Turkish, same types). */
export function checkImportedTerms(entries: { raw: RawTerm; place: Place }[]): TermInput[] {
  if (entries.length === 0) throw badRequest("TERMBASE_FILE_EMPTY");
  if (entries.length > TERMBASE_IMPORT_MAX_TERMS)
    throw badRequest(coded("TERMBASE_FILE_TOO_MANY", { max: TERMBASE_IMPORT_MAX_TERMS }));
  const firstPlace = new Map<string, Place>();
  return entries.map(({ raw, place }) => {
    const term = checkImportedTerm(raw, place);
    const key = `${termKey(term.tr)}\n${term.documentTypes.join(",")}`;
    const first = firstPlace.get(key);
    if (first?.format === "csv" && place.format === "csv")
      throw badRequest(coded("TERMBASE_CSV_DUPLICATE", { line: place.line, first: first.line }));
    if (first?.format === "tbx" && place.format === "tbx")
      throw badRequest(coded("TERMBASE_TBX_DUPLICATE", { entry: place.entry, first: first.entry }));
    firstPlace.set(key, place);
    return term;
  });
}
