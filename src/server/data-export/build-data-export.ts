import { createHash } from "node:crypto";
import type { Language } from "../../shared/i18n/languages";
import type { Database } from "../db/client";
import type { users } from "../db/schema/users";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";
import { exportReadme } from "./export-readme";
import { EXPORT_SECTIONS, type ExportFile, type ExportSection } from "./export-sections";
import { ZipFileWriter } from "./zip-file-writer";

type ManifestFile = Pick<ExportFile, "path" | "kind" | "orderId"> & { sizeBytes: number; sha256: string };

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Writes a customer's data export to `filePath`: each section's JSON, every file (read through the storage adapter one
 * at a time, so memory holds one file, never the archive), manifest.json and README.txt. A file no longer stored is
 * listed in the manifest as missing instead of failing the export.
 */
export async function buildDataExport(options: {
  db: Database;
  storage: FileStorage;
  user: typeof users.$inferSelect;
  now: Date;
  filePath: string;
  contactEmail: string;
  sections?: readonly ExportSection[];
}): Promise<{ files: number; missingFiles: number }> {
  const { user, now } = options;
  const sections = options.sections ?? EXPORT_SECTIONS;
  const collected = [];
  for (const section of sections)
    collected.push({ section, content: await section.collect({ db: options.db, user, now }) });

  const writer = new ZipFileWriter(options.filePath);
  try {
    const jsonFiles: string[] = [];
    for (const { section, content } of collected) {
      if (content.json === undefined) continue;
      jsonFiles.push(`${section.name}.json`);
      await writer.add(`${section.name}.json`, json(content.json), { compress: true });
    }
    const written: ManifestFile[] = [];
    const missing: Pick<ExportFile, "path" | "kind" | "orderId">[] = [];
    for (const file of collected.flatMap(({ content }) => content.files ?? [])) {
      const { path, kind, orderId } = file;
      let bytes: Buffer;
      try {
        bytes = await options.storage.get(file.storageKey);
      } catch (error) {
        if (!(error instanceof StorageNotFoundError)) throw error;
        missing.push({ path, kind, orderId });
        continue;
      }
      if (file.transform) bytes = await file.transform(bytes);
      await writer.add(path, bytes);
      written.push({
        path,
        kind,
        orderId,
        sizeBytes: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      });
    }
    const manifest = {
      format: "bosphorus-translate-data-export",
      version: 1,
      generatedAt: now.toISOString(),
      account: { id: user.id, username: user.username },
      sections: jsonFiles,
      files: written,
      missingFiles: missing,
    };
    await writer.add("manifest.json", json(manifest), { compress: true });
    const readme = exportReadme({
      language: user.language as Language,
      username: user.username,
      preparedAt: now,
      lines: collected.map(({ section }) => section.readme),
      missingFiles: missing.length,
      contactEmail: options.contactEmail,
    });
    await writer.add("README.txt", new TextEncoder().encode(readme), { compress: true });
    await writer.close();
    return { files: written.length, missingFiles: missing.length };
  } catch (error) {
    writer.abort();
    throw error;
  }
}
