import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { documentSegments } from "../db/schema/workbench";
import { notFound } from "../http/app-error";
import { getTranslatorJobOrThrow } from "../jobs/get-translator-job-or-throw";

type Options = { db: Executor; userId: number; jobId: number; documentId: number; forUpdate?: boolean };

/**
 * A document of one of the signed-in translator's jobs with its segments in reading order (locked when the
 * import writes). Another translator's job or document is "not found", as everywhere in the portal.
 */
export async function loadXliffDocument({ db, userId, jobId, documentId, forUpdate = false }: Options) {
  const { job, order } = await getTranslatorJobOrThrow({ db, jobId, userId, forUpdate });
  const [document] = await db
    .select({ id: documents.id, originalFilename: documents.originalFilename })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.orderId, order.id)))
    .limit(1);
  if (!document) throw notFound("DOCUMENT_NOT_FOUND");
  const query = db
    .select()
    .from(documentSegments)
    .where(eq(documentSegments.documentId, documentId))
    .orderBy(asc(documentSegments.position));
  const segments = forUpdate ? await query.for("update") : await query;
  return { job, order, document, segments };
}

/** "tr-en" → ["tr", "en"]: the XLIFF file's source and target languages. */
export function directionLanguages(direction: string): [string, string] {
  const [source = "tr", target = "en"] = direction.split("-");
  return [source, target];
}
