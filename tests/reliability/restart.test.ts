import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { buildPdf, CERTIFIED_ORDER, TEST_CARD } from "../support/fixtures";
import { newCustomerFields } from "../support/test-app";
import { httpClient, signUpVerified, startRealServer, tempDataDir, throwawayPostgresDatabase } from "./real-server";

/**
 * A customer orders, uploads and starts paying; the server stops and starts again on the same data; the payment
 * is confirmed on the new process (the test provider's intent survived the restart). Everything the customer
 * did is still there: the order (processing), exactly one paid payment, and the file's exact bytes.
 */
async function orderPayRestart(options: { dataDir: string; databaseUrl?: string }) {
  const first = await startRealServer(options);
  const api = httpClient(first.url);
  const fields = newCustomerFields();
  let orderId: number;
  let documentId: number;
  let clientSecret: string;
  const bytes = await buildPdf([["restart check: these words must survive a restart"]]);
  try {
    expect((await signUpVerified(first, api, fields)).status).toBe(201);
    const order = await (await api.call("POST", "/api/orders", { json: { ...CERTIFIED_ORDER, wordCount: 8 } })).json();
    orderId = order.id;
    const upload = await api.upload(
      "/api/documents",
      { orderId: String(orderId) },
      { name: "birth-certificate.pdf", bytes },
    );
    expect(upload.status).toBe(201);
    documentId = (await upload.json()).document.id;
    const intent = await api.call("POST", "/api/create-payment-intent", { json: { orderId } });
    clientSecret = (await intent.json()).clientSecret;
  } finally {
    await first.stop();
  }

  const second = await startRealServer(options);
  try {
    const again = httpClient(second.url);
    expect(
      (await again.call("POST", "/api/login", { json: { username: fields.username, password: fields.password } }))
        .status,
    ).toBe(200);
    const confirm = await again.call("POST", "/api/test-payments/confirm", {
      json: { clientSecret, ...TEST_CARD, cardNumber: "4242424242424242" },
    });
    expect(confirm.status).toBe(200);
    const order = await (await again.call("GET", `/api/orders/${orderId}`)).json();
    expect(order).toMatchObject({ id: orderId, status: "processing" });
    expect(order.payments.map((payment: { status: string }) => payment.status)).toEqual(["paid"]);
    const payments = (await (await again.call("GET", "/api/payments")).json()).items;
    expect(payments.filter((payment: { status: string }) => payment.status === "paid")).toHaveLength(1);
    const download = await again.call("GET", `/api/documents/${documentId}/download`);
    expect(download.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), bytes)).toBe(0);
  } finally {
    await second.stop();
  }
}

describe("restart", () => {
  it("keeps orders, payments and files on the embedded database (PGlite on disk)", async () => {
    const dataDir = tempDataDir();
    try {
      await orderPayRestart({ dataDir });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it.skipIf(!process.env.DATABASE_URL)(
    "keeps them on PostgreSQL (DATABASE_URL), on a throwaway database",
    async () => {
      const database = await throwawayPostgresDatabase(process.env.DATABASE_URL!);
      const dataDir = tempDataDir();
      try {
        await orderPayRestart({ dataDir, databaseUrl: database.url });
      } finally {
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
