import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../src/server/db/schema/orders";
import { payments } from "../../src/server/db/schema/payments";
import type { DocumentAnalyser } from "../../src/server/documents/analysis-pool";
import { reconcileCapturedCharges } from "../../src/server/payments/reconcile-captured-charges";
import type { JobDefinition, JobName, JobQueue } from "../../src/server/queue/job-queue";
import { registerJobs } from "../../src/server/queue/register-jobs";
import type { TestPaymentProvider } from "../../src/server/payments/test-payment-provider";
import { errorText } from "../../src/shared/error-codes";
import { DUPLICATE_CHARGE_REFUNDED_MESSAGE } from "../../src/shared/schemas/payments";
import { TEST_CARD, createPayableOrder } from "../support/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

// A process killed right after the card was charged leaves a captured charge with no payment (docs/refunds.md,
// "Automatic refunds"). Reconciliation records it, or refunds it when the order was already paid, and tells the agency.

const AGENCY = "orders@bosphorustranslate.com";
let t: TestApp;
let provider: TestPaymentProvider;
beforeAll(async () => {
  t = await createTestApp();
  provider = t.payments as TestPaymentProvider;
});
afterAll(async () => t.close());

const reconcile = () => reconcileCapturedCharges({ db: t.db, mailer: t.mailer, provider, log: t.app.log });
const paymentsOf = (orderId: number) =>
  t.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
const orderStatus = async (orderId: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
const mailAbout = async (orderId: number) =>
  (await t.mailer.listOutbox({})).filter((mail) => mail.subject.includes(`#${orderId}`));
const createIntent = (cookie: string, orderId: number) =>
  t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: { cookie }, payload: { orderId } });

/** Checkout opened and the card charged at the provider, then the process died: no payment was recorded. */
async function chargedButNotRecorded(cookie: string, orderId: number): Promise<string> {
  const { clientSecret } = (await createIntent(cookie, orderId)).json<{ clientSecret: string }>();
  const event = await provider.confirm({ clientSecret, cardNumber: TEST_CARD.cardNumber });
  expect(event.type).toBe("payment_intent.succeeded");
  expect((await paymentsOf(orderId)).map((row) => row.status)).toEqual(["pending"]);
  return event.intent.id;
}

describe("reconciling captured charges", () => {
  it("records a charge a crash left unrecorded once, refunds a second charge of the paid order, and changes nothing when run again", async () => {
    const { user, cookie } = await t.registerCustomer();
    const order = await createPayableOrder(t, cookie);
    const first = await chargedButNotRecorded(cookie, order.id);

    const run = await reconcile();
    expect(run.recorded).toContain(first);
    expect(await orderStatus(order.id)).toBe("processing");
    expect(await paymentsOf(order.id)).toMatchObject([
      { status: "paid", amountCents: 15_000, stripePaymentId: first, metadata: { cardLast4: "4242" } },
    ]);
    const afterRecord = await mailAbout(order.id);
    expect(afterRecord.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [AGENCY, `New paid order #${order.id}: $150.00`],
        [user.email, `Payment receipt for order #${order.id} - Bosphorus Translate`],
      ].sort(),
    );

    // A second charge for the same order (a checkout reopened before the first was recorded, confirmed later).
    const second = await provider.createIntent({
      amountCents: 15_000,
      currency: "usd",
      orderId: order.id,
      customerEmail: user.email,
      idempotencyKey: `second-${order.id}`,
    });
    await provider.confirm({ clientSecret: second.clientSecret, cardNumber: TEST_CARD.cardNumber });
    const refundRun = await reconcile();
    expect(refundRun.refunded).toContain(second.id);
    expect(refundRun.recorded).not.toContain(first);
    const rows = await paymentsOf(order.id);
    expect(rows).toMatchObject([
      { status: "paid", stripePaymentId: first },
      {
        status: "failed",
        stripePaymentId: second.id,
        metadata: {
          refusedCharge: true,
          failureCode: "already_paid",
          failureMessage: DUPLICATE_CHARGE_REFUNDED_MESSAGE,
        },
      },
    ]);
    expect(rows[1]!.metadata).toHaveProperty("autoRefundId", expect.stringMatching(/^re_test_/));
    const notices = (await mailAbout(order.id)).filter(
      (mail) => mail.to === AGENCY && mail.subject.startsWith("Charge refunded automatically"),
    );
    expect(notices.map((mail) => mail.subject)).toEqual([
      `Charge refunded automatically on order #${order.id}: $150.00`,
    ]);
    expect(notices[0]!.text).toContain("the order had already been paid");
    // The order stays paid once, with nothing left to refund on the second charge.
    const detail = (await t.app.inject({ method: "GET", url: `/api/orders/${order.id}`, headers: { cookie } })).json();
    expect(detail.status).toBe("processing");

    const mailBefore = (await mailAbout(order.id)).length;
    const rowsBefore = await paymentsOf(order.id);
    for (let i = 0; i < 2; i += 1) {
      const again = await reconcile();
      expect(again.recorded).not.toContain(first);
      expect(again.refunded).not.toContain(second.id);
    }
    expect(await paymentsOf(order.id)).toEqual(rowsBefore);
    expect(await mailAbout(order.id)).toHaveLength(mailBefore);
  });

  it("records the charged intent when the customer reopens checkout after the crash, instead of charging again", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createPayableOrder(t, cookie);
    const charged = await chargedButNotRecorded(cookie, order.id);

    const reopened = await createIntent(cookie, order.id);
    expect(reopened.statusCode).toBe(400);
    expect(reopened.json().message).toBe(errorText("ORDER_ALREADY_PAID"));
    expect(await paymentsOf(order.id)).toMatchObject([{ status: "paid", stripePaymentId: charged }]);
    expect(await orderStatus(order.id)).toBe("processing");
    expect((await reconcile()).recorded).not.toContain(charged);
  });

  it("tells the agency once when the automatic refund fails, and tries it again on every run", async () => {
    const { user, cookie } = await t.registerCustomer();
    const order = await createPayableOrder(t, cookie);
    const paid = await t.app.inject({
      method: "POST",
      url: "/api/test-payments/confirm",
      payload: { clientSecret: (await createIntent(cookie, order.id)).json().clientSecret, ...TEST_CARD },
    });
    expect(paid.statusCode).toBe(200);
    // The test provider refuses refunds whose cents end in 13.
    const odd = await provider.createIntent({
      amountCents: 15_013,
      currency: "usd",
      orderId: order.id,
      customerEmail: user.email,
      idempotencyKey: `odd-${order.id}`,
    });
    await provider.confirm({ clientSecret: odd.clientSecret, cardNumber: TEST_CARD.cardNumber });

    const first = await reconcile();
    expect(first.refundFailed).toContain(odd.id);
    const second = await reconcile();
    expect(second.refundFailed).toContain(odd.id);
    const notices = (await mailAbout(order.id)).filter((mail) => mail.subject.startsWith("Refund needed"));
    expect(notices.map((mail) => mail.subject)).toEqual([`Refund needed on order #${order.id}: $150.13`]);
    // Meanwhile the charge is refundable by hand from the admin order page.
    const [row] = (await paymentsOf(order.id)).filter((payment) => payment.stripePaymentId === odd.id);
    expect(row).toMatchObject({ status: "failed", metadata: { refusedCharge: true, failureCode: "already_paid" } });
    expect(row!.metadata).not.toHaveProperty("autoRefundedAt");
  });

  it("runs as the payments.reconcile job, scheduled every 10 minutes", async () => {
    const defined = new Map<JobName, JobDefinition>();
    const scheduled = new Map<JobName, number>();
    const queue = {
      define: (name, definition) => void defined.set(name, definition),
      schedule: (name, every) => void scheduled.set(name, every),
    } as Pick<JobQueue, "define" | "schedule"> as JobQueue;
    const unused = {} as DocumentAnalyser;
    registerJobs(queue, {
      db: t.db,
      mailer: t.mailer,
      storage: t.storage,
      analyser: unused,
      payments: provider,
      publicUrl: "",
      log: t.app.log,
      tmpDir: t.dataDir,
      autoApprovalEveryMinutes: 10,
    });
    expect(scheduled.get("payments.reconcile")).toBe(10);

    const { cookie } = await t.registerCustomer();
    const order = await createPayableOrder(t, cookie);
    await chargedButNotRecorded(cookie, order.id);
    await defined.get("payments.reconcile")!.handler({});
    expect((await paymentsOf(order.id)).map((row) => row.status)).toEqual(["paid"]);
  });
});
