import { asc, isNull } from "drizzle-orm";
import type { TermbaseFormat } from "../../shared/schemas/termbase";
import type { Executor } from "../db/client";
import { terms } from "../db/schema/termbase";
import { writeTermsCsv } from "./termbase-csv";
import { writeTermsTbx } from "./termbase-tbx";

/** GET /api/admin/termbase-files/export: every live term, alphabetical by its folded Turkish, as a file to download. */
export async function exportTerms(options: { db: Executor; format: TermbaseFormat }) {
  const rows = await options.db
    .select({
      tr: terms.tr,
      en: terms.en,
      documentTypes: terms.documentTypes,
      note: terms.note,
      forbidden: terms.forbidden,
    })
    .from(terms)
    .where(isNull(terms.deletedAt))
    .orderBy(asc(terms.trKey), asc(terms.id));
  const date = new Date().toISOString().slice(0, 10);
  return options.format === "csv"
    ? { fileName: `termbase-${date}.csv`, contentType: "text/csv; charset=utf-8", text: writeTermsCsv(rows) }
    : {
        fileName: `termbase-${date}.tbx`,
        contentType: "application/x-tbx+xml; charset=utf-8",
        text: writeTermsTbx(rows),
      };
}
