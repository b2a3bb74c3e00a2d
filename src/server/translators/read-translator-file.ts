import { eq } from "drizzle-orm";
import type { TranslatorFileField } from "../../shared/schemas/translators";
import type { Database } from "../db/client";
import { translators } from "../db/schema/translators";
import { notFound } from "../http/app-error";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";
import { detectStoredFile } from "./translator-file-content";

/** The admin file routes: /resume, /samples, /association → the upload slot and its column. */
export const FILE_ROUTES = {
  resume: { field: "resumeFile", column: "resumeUrl", name: "resume" },
  samples: { field: "sampleTranslationsFile", column: "sampleTranslationsUrl", name: "translation-sample" },
  association: {
    field: "associationMembershipFile",
    column: "associationMembershipUrl",
    name: "association-membership",
  },
} as const satisfies Record<string, { field: TranslatorFileField; column: string; name: string }>;
export type FileRoute = keyof typeof FILE_ROUTES;

/** An application's stored file with the type its content shows, to be opened inline by an admin. */
export async function readTranslatorFile({
  db,
  storage,
  translatorId,
  route,
}: {
  db: Database;
  storage: FileStorage;
  translatorId: number;
  route: FileRoute;
}) {
  const { field, column, name } = FILE_ROUTES[route];
  const [row] = await db
    .select({ key: translators[column] })
    .from(translators)
    .where(eq(translators.translatorId, translatorId))
    .limit(1);
  if (!row?.key) throw notFound("FILE_NOT_FOUND");
  const bytes = await storage.get(row.key).catch((error: unknown) => {
    if (error instanceof StorageNotFoundError) throw notFound("FILE_NOT_FOUND");
    throw error;
  });
  const { extension, contentType } = detectStoredFile(field, bytes);
  return { bytes, contentType, fileName: `${name}-${translatorId}${extension}` };
}
