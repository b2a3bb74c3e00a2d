import { and, asc, eq } from "drizzle-orm";
import type { TranslationDirection } from "../../shared/enums";
import type { Executor } from "../db/client";
import { documentSegments } from "../db/schema/workbench";
import { readSwitch } from "../settings/read-settings";
import { fillDraftSegments } from "../translation-memory/fill-draft-segments";
import { MACHINE_TRANSLATION_BATCH, type MachineTranslator } from "./machine-translator";

type Logger = { warn(obj: object, msg?: string): void };

/** A segment with no letter (an ID number, a date, a page number) is left to the translator: nothing to translate. */
const HAS_LETTER = /\p{L}/u;

/** Whether segments of a document would be sent now: a translator configured and the admin's switch on. */
export async function machinePretranslationActive(db: Executor, translator: MachineTranslator | null) {
  return translator !== null && (await readSwitch(db, "machine_pretranslation"));
}

/**
 * Machine pre-translation (docs/workbench.md, "Machine pre-translation"): fills the document's segments still empty
 * after the memory's pass with a machine draft, origin "mt", left unconfirmed for the translator to post-edit.
 * Nothing is sent without a translator (no DEEPL_API_KEY) or with the admin's switch off. Only empty draft segments are
 * sent, so a second run sends nothing already filled. A refusal or an outage (quota 456, 5xx, the network) is logged
 * without the text and leaves the rest empty: it never fails the segmentation. Returns how many segments were filled.
 */
export async function preTranslateWithMachine(options: {
  db: Executor;
  documentId: number;
  direction: TranslationDirection;
  translator: MachineTranslator | null;
  log: Logger;
}): Promise<number> {
  const { db, documentId, direction, translator, log } = options;
  if (!translator || !(await machinePretranslationActive(db, translator))) return 0;
  const empty = await db
    .select({ id: documentSegments.id, source: documentSegments.source })
    .from(documentSegments)
    .where(
      and(
        eq(documentSegments.documentId, documentId),
        eq(documentSegments.status, "draft"),
        eq(documentSegments.target, ""),
      ),
    )
    .orderBy(asc(documentSegments.position));
  const segments = empty.filter((segment) => HAS_LETTER.test(segment.source));
  let filled = 0;
  for (let start = 0; start < segments.length; start += MACHINE_TRANSLATION_BATCH) {
    const batch = segments.slice(start, start + MACHINE_TRANSLATION_BATCH);
    let targets: string[];
    try {
      targets = await translator.translate(
        batch.map((segment) => segment.source),
        direction,
      );
    } catch (error) {
      // The error's class and message only (DeepL's "Quota exceeded", "connect ECONNREFUSED"): never the request,
      // whose headers carry the key and whose body is the customer's text.
      log.warn(
        {
          documentId,
          service: translator.name,
          error: error instanceof Error ? `${error.name}: ${error.message}` : "unknown error",
          left: segments.length - start,
        },
        "machine pre-translation failed; segments left empty",
      );
      return filled;
    }
    const fills = batch.flatMap((segment, index) => {
      const target = targets[index]?.trim();
      return target ? [{ id: segment.id, target, matchScore: null }] : [];
    });
    filled += await fillDraftSegments(db, fills, "mt");
  }
  return filled;
}
