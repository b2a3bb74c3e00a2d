import { asc, eq, inArray } from "drizzle-orm";
import type { OrderChecksDto } from "../../shared/schemas/translation-checks";
import type { CheckContext } from "../../shared/translation-checks/types";
import type { Executor } from "../db/client";
import { loadDocumentNames } from "../deliverable/document-names";
import { documents, translations } from "../db/schema/documents";
import type { FileStorage } from "../storage/file-storage";
import { loadCheckContext } from "./check-context";
import { checkDocument, latestReport } from "./check-document";
import { loadCheckTarget } from "./check-target";
import type { TermSource } from "./check-terms";
import { blockingCount, toCheckReportDto } from "./report-dto";

type OrderFacts = { id: number; translationDirection: CheckContext["direction"] };

const orderDocuments = (db: Executor, orderId: number) =>
  db.select().from(documents).where(eq(documents.orderId, orderId)).orderBy(asc(documents.id));

/** Each document's report as it stands, marked stale when the segments or the upload changed since (no writes). */
export async function loadOrderChecks(db: Executor, order: OrderFacts, loadTerms: TermSource): Promise<OrderChecksDto> {
  const [rows, context, names] = await Promise.all([
    orderDocuments(db, order.id),
    loadCheckContext(db, order, loadTerms),
    loadDocumentNames(db, order.id, "en"),
  ]);
  const reports = await Promise.all(rows.map((row) => latestReport(db, row.id)));
  const versionIds = reports.flatMap((report) => (report?.translationId ? [report.translationId] : []));
  const versions = new Map(
    versionIds.length
      ? (
          await db
            .select({ id: translations.id, version: translations.version })
            .from(translations)
            .where(inArray(translations.id, versionIds))
        ).map((row) => [row.id, row.version])
      : [],
  );
  const result: OrderChecksDto["documents"] = [];
  for (const [index, row] of rows.entries()) {
    const report = reports[index];
    const target = report ? await loadCheckTarget(db, row.id, context) : null;
    result.push({
      documentId: row.id,
      documentName: names.titleOf(row.id),
      report: report
        ? toCheckReportDto(report, {
            stale: target?.fingerprint !== report.fingerprint,
            translationVersion: report.translationId ? (versions.get(report.translationId) ?? null) : null,
          })
        : null,
    });
  }
  return { documents: result };
}

/**
 * Brings every document's report up to date (re-running the stale ones) and answers the errors still blocking
 * delivery, per document. Idempotent: the completion calls it before its transaction (the slow reading) and again
 * inside it, where only a change made meanwhile is checked again.
 */
export async function checkOrderForDelivery(options: {
  db: Executor;
  storage: FileStorage;
  order: OrderFacts;
  loadTerms: TermSource;
}) {
  const { db, order } = options;
  const blocking: { documentId: number; name: string; errors: number }[] = [];
  const names = await loadDocumentNames(db, order.id, "en");
  for (const document of await orderDocuments(db, order.id)) {
    const report = await checkDocument({ ...options, document });
    const errors = report ? blockingCount(report) : 0;
    if (errors > 0) blocking.push({ documentId: document.id, name: names.titleOf(document.id), errors });
  }
  return blocking;
}
