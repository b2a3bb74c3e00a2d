import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, lt, or } from "drizzle-orm";
import { DATA_EXPORT_LINK_HOURS } from "../../shared/schemas/account-data";
import type { Database } from "../db/client";
import { dataExports } from "../db/schema/account-data";
import { users } from "../db/schema/users";
import type { Mailer } from "../mail/mailer";
import { getSiteInfo } from "../marketing/get-site-info";
import { generateToken, hashSecret } from "../security/one-time-codes";
import type { FileStorage } from "../storage/file-storage";
import { newStorageKey } from "../storage/storage-key";
import { buildDataExport } from "./build-data-export";
import { dataExportReadyEmail, dataExportUrl } from "./data-export-email";
import type { DataExportRow } from "./serialize-data-export";

/** A preparation still running after this long is taken as dead (its process stopped) and started again. */
export const PREPARE_LEASE_MS = 30 * 60 * 1000;
/** Attempts before an export is given up on ("failed": Account Settings offers to ask again). */
export const MAX_PREPARE_ATTEMPTS = 3;
/** Exports one job run prepares at most; the next run (a minute later) takes the rest. */
const PER_RUN = 10;

type Logger = { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
export type PrepareDeps = {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  publicUrl: string;
  log: Logger;
  /** DATA_DIR's private temp folder (storage/private-data-dir.ts), never the shared /tmp: the ZIP holds the customer's documents. */
  tmpDir: string;
};

/** Takes the oldest export waiting (or whose preparation died), under a row lock that a concurrent run skips. */
async function claimNextExport(db: Database, now: Date): Promise<DataExportRow | null> {
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(dataExports)
        .where(
          or(
            eq(dataExports.status, "pending"),
            and(
              eq(dataExports.status, "preparing"),
              lt(dataExports.startedAt, new Date(now.getTime() - PREPARE_LEASE_MS)),
            ),
          ),
        )
        .orderBy(asc(dataExports.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return null;
      if (row.attempts >= MAX_PREPARE_ATTEMPTS) {
        await tx
          .update(dataExports)
          .set({ status: "failed", startedAt: null, error: row.error ?? "The preparation stopped too many times" })
          .where(eq(dataExports.id, row.id));
        return "given up" as const;
      }
      const [updated] = await tx
        .update(dataExports)
        .set({ status: "preparing", startedAt: now, attempts: row.attempts + 1 })
        .where(eq(dataExports.id, row.id))
        .returning();
      return updated!;
    });
    if (claimed !== "given up") return claimed;
  }
}

/**
 * The data-export.prepare job (every minute, and woken by each request): prepares the exports waiting, one at a time.
 * Each is built in a temporary file (build-data-export.ts), stored through the storage adapter, and only then marked
 * ready with the hash of a new link's token, the e-mail queued in the same transaction. A failure puts it back for
 * the next run (three attempts). Safe to run twice at once: each export is claimed under a row lock.
 */
export async function prepareDataExports(deps: PrepareDeps): Promise<number[]> {
  const prepared: number[] = [];
  for (let i = 0; i < PER_RUN; i += 1) {
    const claimed = await claimNextExport(deps.db, new Date());
    if (!claimed) break;
    if (await prepareOne(deps, claimed)) prepared.push(claimed.id);
  }
  return prepared;
}

/** Still ours: not taken over after a stale lease, not erased with its account. */
const stillClaimed = (claimed: DataExportRow) =>
  and(
    eq(dataExports.id, claimed.id),
    eq(dataExports.status, "preparing"),
    eq(dataExports.startedAt, claimed.startedAt!),
  );

async function prepareOne(deps: PrepareDeps, claimed: DataExportRow): Promise<boolean> {
  const { db, storage, mailer } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, claimed.userId)).limit(1);
  // Deleted meanwhile: the account's eraser removed the request (or will, in its transaction).
  if (!user || user.deletedAt) return false;
  const tmpFile = path.join(deps.tmpDir, `bt-export-${randomUUID()}.zip`);
  let storedKey: string | null = null;
  try {
    const site = await getSiteInfo(db);
    await fs.mkdir(deps.tmpDir, { recursive: true, mode: 0o700 });
    await buildDataExport({ db, storage, user, now: new Date(), filePath: tmpFile, contactEmail: site.companyEmail });
    const { size } = await fs.stat(tmpFile);
    storedKey = newStorageKey("exports");
    // Streamed from disk (and encrypted as it goes): the archive is never held in memory.
    await storage.put(storedKey, createReadStream(tmpFile), "application/zip");

    const token = generateToken();
    const readyAt = new Date();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_LINK_HOURS * 60 * 60 * 1000);
    const mail: number[] = [];
    const ready = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(dataExports)
        .set({
          status: "ready",
          storageKey: storedKey,
          sizeBytes: size,
          tokenHash: hashSecret(token),
          readyAt,
          expiresAt,
          startedAt: null,
          error: null,
        })
        .where(stillClaimed(claimed))
        .returning({ id: dataExports.id });
      if (!row) return false;
      const url = dataExportUrl(deps.publicUrl, token, user.language);
      mail.push(await mailer.queue(tx, dataExportReadyEmail(user, { url, sizeBytes: size, expiresAt })));
      return true;
    });
    if (!ready) {
      await storage.delete(storedKey);
      return false;
    }
    await mailer.dispatch(mail);
    deps.log.info({ exportId: claimed.id, sizeBytes: size }, "data export ready");
    return true;
  } catch (error) {
    deps.log.error({ err: error, exportId: claimed.id }, "data export failed");
    if (storedKey) await storage.delete(storedKey).catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(dataExports)
      .set({
        status: claimed.attempts >= MAX_PREPARE_ATTEMPTS ? "failed" : "pending",
        startedAt: null,
        error: message.slice(0, 500),
      })
      .where(stillClaimed(claimed));
    return false;
  } finally {
    await fs.rm(tmpFile, { force: true });
  }
}
