import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../../src/server/db/schema/documents";
import { ORPHAN_GRACE_MS, TEMPORARY_FILE_GRACE_MS } from "../../../src/shared/storage-sweep";
import { recentKeyFolders, sweepStorage } from "../../../src/server/storage/sweep-storage";
import { newStorageKey } from "../../../src/server/storage/storage-key";
import { buildPdf, createOrderFor, uploadDocument } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const uploadsDir = () => path.join(t.config.dataDir, "uploads");
/** Sets a file's modification time `ms` into the past, as if it had been written then. */
const age = async (filePath: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  await fs.utimes(filePath, then, then);
};

describe("storage sweep (local disk)", () => {
  it("removes old orphans and old *.tmp files, keeps referenced files and anything still within its grace period", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie);
    expect(
      (await uploadDocument(t, cookie, order.id, { name: "kept.pdf", bytes: await buildPdf([["kept words"]]) }))
        .statusCode,
    ).toBe(201);
    const [document] = await t.db.select().from(documents);
    const referenced = document!.s3Key;

    const oldOrphan = newStorageKey("documents");
    const youngOrphan = newStorageKey("certificates"); // e.g. an upload whose row is about to be inserted
    await t.storage.put(oldOrphan, Buffer.from("orphan"), "application/pdf");
    await t.storage.put(youngOrphan, Buffer.from("in flight"), "application/pdf");
    const oldTmp = path.join(uploadsDir(), `${newStorageKey("translations")}.0b1c.tmp`);
    const youngTmp = path.join(uploadsDir(), `${newStorageKey("documents")}.5e6f.tmp`);
    for (const file of [oldTmp, youngTmp]) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, "half written");
    }
    await age(path.join(uploadsDir(), referenced), 10 * ORPHAN_GRACE_MS);
    await age(path.join(uploadsDir(), oldOrphan), ORPHAN_GRACE_MS + 60_000);
    await age(path.join(uploadsDir(), youngOrphan), ORPHAN_GRACE_MS - 60_000);
    await age(oldTmp, TEMPORARY_FILE_GRACE_MS + 60_000);

    const result = await sweepStorage({ db: t.db, storage: t.storage });
    expect(result).toEqual({ temporaryFiles: 1, orphanedFiles: [oldOrphan] });
    expect(await t.storage.exists(referenced)).toBe(true);
    expect(await t.storage.exists(oldOrphan)).toBe(false);
    expect(await t.storage.exists(youngOrphan)).toBe(true);
    await expect(fs.stat(oldTmp)).rejects.toThrow(/ENOENT/);
    expect((await fs.stat(youngTmp)).isFile()).toBe(true);

    // The customer's file still downloads; a second run finds nothing more to do.
    const download = await t.app.inject({
      method: "GET",
      url: `/api/documents/${document!.id}/download`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(await sweepStorage({ db: t.db, storage: t.storage })).toEqual({ temporaryFiles: 0, orphanedFiles: [] });
  });

  it("looks at the files stored this month and last: an orphan of last month goes, the folders of earlier years are not listed", async () => {
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const folder = `translations/${lastMonth.getUTCFullYear()}/${String(lastMonth.getUTCMonth() + 1).padStart(2, "0")}`;
    const lastMonthOrphan = `${folder}/${randomUUID()}`;
    const ancientOrphan = `translations/2019/03/${randomUUID()}`;
    for (const key of [lastMonthOrphan, ancientOrphan]) {
      await t.storage.put(key, Buffer.from("orphan"), "application/pdf");
      await age(path.join(uploadsDir(), key), 20 * 24 * ORPHAN_GRACE_MS);
    }
    expect(recentKeyFolders(now)).toContain(folder);
    expect((await sweepStorage({ db: t.db, storage: t.storage })).orphanedFiles).toEqual([lastMonthOrphan]);
    expect(await t.storage.exists(lastMonthOrphan)).toBe(false);
    // Debris is always fresh (stored moments before a crash); reading every folder of every year each hour is what
    // the sweep no longer does (docs/security.md).
    expect(await t.storage.exists(ancientOrphan)).toBe(true);
  });

  it("lists only well-formed keys under the asked prefix", async () => {
    const key = newStorageKey("signatures");
    await t.storage.put(key, Buffer.from("sig"), "image/png");
    const listed = await t.storage.list("signatures");
    expect(listed.map((file) => file.key)).toContain(key);
    expect(listed.every((file) => file.key.startsWith("signatures/") && !file.key.endsWith(".tmp"))).toBe(true);
    expect(await t.storage.list("notarized")).toEqual([]);
  });
});
