import type { Readable } from "node:stream";
import { SaxesParser } from "saxes";
import type { TranslationDirection } from "../../shared/enums";
import { coded } from "../../shared/error-codes";
import { MEMORY_TEXT_MAX, type MemoryImportResult } from "../../shared/schemas/translation-memory";
import type { Executor } from "../db/client";
import { badRequest } from "../http/app-error";
import { type NewMemoryUnit, saveMemoryUnits } from "../translation-memory/save-memory-units";

/** Units written per statement while the file streams in. */
const FLUSH_AT = 2_000;
/** Inline markup whose content is the original tool's formatting code, not text (TMX 1.4b §3.7). */
const CODE_ELEMENTS = new Set(["bpt", "ept", "it", "ph", "ut"]);

type Variant = { lang: string; text: string };

const languageOf = (lang: string | undefined): "tr" | "en" | null => {
  const base = lang?.toLowerCase().split(/[-_]/u)[0];
  return base === "tr" || base === "en" ? base : null;
};

/** TMX dates are "20261128T104350Z". */
function tmxDate(value: string | undefined): Date | undefined {
  const match = value && /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/u.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Imports a TMX 1.4b file into the memory as it streams in (saxes: a streaming, well-formedness-checking XML
 * parser). Each <tu> with a Turkish and an English <tuv> becomes a unit; its direction is the <tu>'s srclang, or
 * the header's (a header of "*all*" and no srclang on the unit: Turkish → English). A file whose root is not
 * <tmx> is refused before anything is written; a malformed one is refused with the parser's reason (the units
 * read before the error stay: every write is a unit on its own, repeats only touch updated_at).
 */
export async function importTmx(db: Executor, stream: Readable): Promise<MemoryImportResult> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const result: MemoryImportResult = { imported: 0, duplicates: 0, skipped: 0 };
  let pending: NewMemoryUnit[] = [];
  let sawRoot = false;
  let headerSource: string | undefined;
  let tu: { srclang?: string; created?: Date; documentType?: string; variants: Variant[] } | null = null;
  let tuv: Variant | null = null;
  let inSeg = false;
  let codeDepth = 0;
  let prop: string | null = null;
  let propText = "";
  let failure: Error | null = null;

  parser.on("error", (error) => {
    failure ??= error;
  });
  parser.on("opentag", (tag) => {
    if (!sawRoot) {
      sawRoot = true;
      if (tag.name !== "tmx") throw badRequest("TMX_NOT_TMX");
      return;
    }
    const attr = (name: string) => {
      const value = tag.attributes[name];
      return typeof value === "string" ? value : undefined;
    };
    if (tag.name === "header") headerSource = attr("srclang");
    else if (tag.name === "tu") tu = { srclang: attr("srclang"), created: tmxDate(attr("creationdate")), variants: [] };
    else if (tag.name === "tuv" && tu) tuv = { lang: attr("xml:lang") ?? attr("lang") ?? "", text: "" };
    else if (tag.name === "seg" && tuv) inSeg = true;
    else if (inSeg && CODE_ELEMENTS.has(tag.name)) codeDepth++;
    else if (tag.name === "prop" && tu && !tuv) {
      prop = attr("type") ?? null;
      propText = "";
    }
  });
  parser.on("text", (text) => {
    if (inSeg && codeDepth === 0 && tuv) tuv.text += text;
    else if (prop) propText += text;
  });
  parser.on("cdata", (text) => {
    if (inSeg && codeDepth === 0 && tuv) tuv.text += text;
  });
  parser.on("closetag", (tag) => {
    if (tag.name === "seg") inSeg = false;
    else if (inSeg && CODE_ELEMENTS.has(tag.name)) codeDepth--;
    else if (tag.name === "prop" && tu) {
      if (prop === "x-document-type" && propText.trim()) tu.documentType = propText.trim();
      prop = null;
    } else if (tag.name === "tuv" && tu && tuv) {
      tu.variants.push(tuv);
      tuv = null;
    } else if (tag.name === "tu" && tu) {
      const unit = unitOf(tu, headerSource);
      if (unit) pending.push(unit);
      else result.skipped++;
      tu = null;
    }
  });

  const decoder = new TextDecoder("utf-8", { fatal: false });
  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    const saved = await saveMemoryUnits(db, batch);
    result.imported += saved.inserted;
    result.duplicates += saved.duplicates;
  };
  const feed = (text: string) => {
    parser.write(text);
    if (failure) throw badRequest(sawRoot ? coded("TMX_INVALID", { reason: reasonOf(failure) }) : "TMX_NOT_TMX");
  };
  for await (const chunk of stream) {
    feed(decoder.decode(chunk as Buffer, { stream: true }));
    if (pending.length >= FLUSH_AT) await flush();
  }
  feed(decoder.decode());
  parser.close();
  if (failure) throw badRequest(sawRoot ? coded("TMX_INVALID", { reason: reasonOf(failure) }) : "TMX_NOT_TMX");
  if (!sawRoot) throw badRequest("TMX_NOT_TMX");
  await flush();
  return result;
}

function reasonOf(error: Error): string {
  // saxes says "1:23: unexpected end" : keep the line and column, drop the parser's own name if any.
  return error.message.replace(/\s+/gu, " ").slice(0, 200);
}

function unitOf(
  tu: { srclang?: string; created?: Date; documentType?: string; variants: Variant[] },
  headerSource: string | undefined,
): NewMemoryUnit | null {
  const text = (language: "tr" | "en") =>
    tu.variants
      .find((variant) => languageOf(variant.lang) === language)
      ?.text.replace(/\s+/gu, " ")
      .trim() ?? "";
  const tr = text("tr");
  const en = text("en");
  if (!tr || !en || tr.length > MEMORY_TEXT_MAX || en.length > MEMORY_TEXT_MAX) return null;
  const sourceLanguage = languageOf(tu.srclang) ?? languageOf(headerSource) ?? "tr";
  const direction: TranslationDirection = sourceLanguage === "tr" ? "tr-en" : "en-tr";
  return {
    direction,
    source: direction === "tr-en" ? tr : en,
    target: direction === "tr-en" ? en : tr,
    documentType: tu.documentType ?? null,
    origin: "import",
    createdAt: tu.created,
  };
}
