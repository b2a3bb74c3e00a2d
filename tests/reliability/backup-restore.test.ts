import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readBackupManifest, restoreBackup } from "../../src/server/backup/backup-archive";
import { sealingFromSources } from "../../src/server/backup/backup-encryption";
import { requestBackup } from "../../src/server/backup/control-socket";
import { KEY_FILE_NAME } from "../../src/server/storage/master-keys";
import { documents, orders, payments } from "../../src/server/db/schema/index";
import type { RunningServer } from "../../src/server/start-server";
import { buildPdf, CERTIFIED_ORDER } from "../support/fixtures";
import { newCustomerFields } from "../support/test-app";
import { httpClient, signUpVerified, startRealServer, tempDataDir } from "./real-server";

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** One customer ordering, uploading and paying in a loop until `stop()`: the write load a backup is taken under. */
function orderingLoop(server: RunningServer, pdf: Buffer) {
  let running = true;
  const done = (async () => {
    const api = httpClient(server.url);
    await signUpVerified(server, api, newCustomerFields());
    while (running) {
      const order = await (
        await api.call("POST", "/api/orders", { json: { ...CERTIFIED_ORDER, wordCount: 8 } })
      ).json();
      const upload = await api.upload(
        "/api/documents",
        { orderId: String(order.id) },
        { name: "birth-certificate.pdf", bytes: pdf },
      );
      if (upload.status !== 201) throw new Error(`upload failed ${upload.status}`);
      const intent = await (
        await api.call("POST", "/api/create-payment-intent", { json: { orderId: order.id } })
      ).json();
      await api.call("POST", "/api/test-payments/confirm", {
        json: {
          clientSecret: intent.clientSecret,
          cardNumber: "4242424242424242",
          expiry: "12/34",
          cvc: "123",
          postalCode: "10118",
        },
      });
    }
  })();
  return { stop: async () => ((running = false), await done) };
}

async function snapshot(server: RunningServer) {
  const { db } = server.database;
  return {
    orders: await db
      .select({ id: orders.id, userId: orders.userId, totalCents: orders.totalCents })
      .from(orders)
      .orderBy(orders.id),
    paid: (
      await db
        .select({
          id: payments.id,
          orderId: payments.orderId,
          amountCents: payments.amountCents,
          status: payments.status,
        })
        .from(payments)
    ).filter((payment) => payment.status === "paid"),
    documents: await db.select({ id: documents.id, key: documents.s3Key }).from(documents).orderBy(documents.id),
  };
}

describe("backup and restore of the embedded default (npm run backup / npm run restore)", () => {
  it("a backup taken under write load restores to a working server whose orders, payments and files match", async () => {
    const dataDir = tempDataDir();
    const restoredDir = path.join(tempDataDir(), "restored");
    const archive = path.join(tempDataDir(), "backup.tar.gz.enc");
    const sealing = sealingFromSources({ key: randomBytes(32).toString("base64") }, dataDir);
    const original = await startRealServer({ dataDir });
    let restored: RunningServer | undefined;
    try {
      const pdf = await buildPdf([["backup check: a birth certificate of eight words"]]);
      const loops = [orderingLoop(original, pdf), orderingLoop(original, pdf)];
      // Let the load get going, then back up in the middle of it, as `npm run backup` does (over the control socket).
      while ((await original.database.db.select({ id: payments.id }).from(payments)).length < 2)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const manifest = await requestBackup(dataDir, archive, sealing);
      expect(manifest).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await Promise.all(loops.map((loop) => loop.stop()));
      expect((await readBackupManifest(archive, sealing.key)).files).toBe(manifest!.files);

      const before = await snapshot(original);
      await restoreBackup({ archive, dataDir: restoredDir, key: sealing.key });
      // Restoring never overwrites an installation.
      await expect(restoreBackup({ archive, dataDir: restoredDir, key: sealing.key })).rejects.toThrow("is not empty");
      // The master key is kept apart from backups: the operator puts it back (docs/operations.md, "Backups").
      expect(fs.existsSync(path.join(restoredDir, KEY_FILE_NAME))).toBe(false);
      fs.copyFileSync(path.join(dataDir, KEY_FILE_NAME), path.join(restoredDir, KEY_FILE_NAME));
      restored = await startRealServer({ dataDir: restoredDir });
      const after = await snapshot(restored);

      // The backup holds what was there at its moment: some of the load, none of what came after.
      expect(after.orders.length).toBeGreaterThan(0);
      expect(after.orders.length).toBeLessThan(before.orders.length);
      const originalOrders = new Map(before.orders.map((order) => [order.id, order]));
      for (const order of after.orders) expect(originalOrders.get(order.id)).toEqual(order);
      const originalPaid = new Map(before.paid.map((payment) => [payment.id, payment]));
      expect(after.paid.length).toBeGreaterThan(0);
      for (const payment of after.paid) expect(originalPaid.get(payment.id)).toEqual(payment);
      // Every document of the restored database has its file, byte for byte.
      expect(after.documents.length).toBeGreaterThan(0);
      for (const document of after.documents) {
        expect(sha(await restored.storage.get(document.key))).toBe(sha(await original.storage.get(document.key)));
      }

      // And the restored server answers.
      expect((await fetch(`${restored.url}/api/health`)).status).toBe(200);
    } finally {
      await restored?.stop();
      await original.stop();
      for (const dir of [dataDir, path.dirname(restoredDir), path.dirname(archive)])
        fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
