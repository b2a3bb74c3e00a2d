import { desc } from "drizzle-orm";
import type { TranslatorApplicationDto } from "../../shared/schemas/translators";
import type { Database } from "../db/client";
import { translators } from "../db/schema/translators";
import { toTranslatorDto } from "./to-translator-dto";

/** GET /api/admin/translators: every application, newest first; the screen groups them into tabs. */
export async function listTranslatorApplications(db: Database): Promise<TranslatorApplicationDto[]> {
  const rows = await db.select().from(translators).orderBy(desc(translators.createdAt), desc(translators.translatorId));
  return rows.map(toTranslatorDto);
}
