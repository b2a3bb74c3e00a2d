import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testProviderRecords } from "../../src/server/db/schema/jobs";
import { payoutStatements } from "../../src/server/db/schema/translator-pay";
import { translators } from "../../src/server/db/schema/translators";
import { databaseRecordStore } from "../../src/server/shared-state/test-provider-records";
import { createTestPayoutProvider } from "../../src/server/payouts/test-payout-provider";
import { PAYING_STALE_MS } from "../../src/server/payouts/mark-statement-paid";
import { statementTransferKey } from "../../src/server/payouts/payout-provider";
import { reconcilePayouts } from "../../src/server/payouts/reconcile-payouts";
import type { StatementDetailDto, StatementPage } from "../../src/shared/schemas/translator-pay";
import { verifiedAdminCookie } from "../api/admin/admin-session";
import { createTestApp, type TestApp } from "../support/test-app";

// Issue 37 item 6: a statement is paid once whatever the mode, however many "pay" requests race, and a mismatch
// between the statements and the provider's transfers is shown to the admin.

let t: TestApp;
let admin: string;
let translatorId: number;
let translatorEmail: string;
let month = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  translatorEmail = "payout-once@example.com";
  const [row] = await t.db
    .insert(translators)
    .values({
      fullName: "Deniz Arslan",
      email: translatorEmail,
      phone: "+1 212 555 0100",
      country: "United States",
      nativeLanguage: "Turkish",
      languagePair: "tr-en",
      category: "Legal",
      experienceYears: 5,
      status: "Approved",
    })
    .returning();
  translatorId = row!.translatorId;
}, 60_000);
afterAll(async () => t.close());

/** A fresh unpaid statement of $240.00 (each in its own month: one statement per translator and month). */
async function newStatement(totalCents = 24_000): Promise<number> {
  month += 1;
  const [row] = await t.db
    .insert(payoutStatements)
    .values({ translatorId, month: `2025-${String(month).padStart(2, "0")}`, totalCents, jobCount: 3 })
    .returning();
  return row!.id;
}

const pay = (id: number, outsideProvider: boolean) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/payouts/statements/${id}/pay`,
    headers: { cookie: admin },
    payload: { reference: outsideProvider ? "WIRE-1" : "PAYOUT-1", outsideProvider },
  });

/** The transfer the test provider holds for the statement, if any. */
async function heldTransfer(id: number): Promise<{ id: string; amountCents: number } | undefined> {
  const [row] = await t.db
    .select({ data: testProviderRecords.data })
    .from(testProviderRecords)
    .where(and(eq(testProviderRecords.kind, "payout_transfer"), eq(testProviderRecords.id, statementTransferKey(id))));
  return row?.data as { id: string; amountCents: number } | undefined;
}

const statementRow = async (id: number) =>
  (await t.db.select().from(payoutStatements).where(eq(payoutStatements.id, id)))[0]!;
const payoutMails = async (id: number) =>
  (await t.mailer.listOutbox({ to: translatorEmail, limit: 100 })).filter((mail) =>
    mail.text.includes(`Statement #${id} `),
  );

describe("paying a statement", () => {
  it("pays once when 12 requests race, alternating manual and provider: the record matches the provider", async () => {
    const id = await newStatement();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => pay(id, index % 2 === 0)));

    const row = await statementRow(id);
    expect(row.paidAt).not.toBeNull();
    const transfer = await heldTransfer(id);
    if (row.payoutProvider === "manual") {
      // Paid by wire: the provider must hold no transfer for it.
      expect(transfer).toBeUndefined();
      expect(row.transferId).toBeNull();
    } else {
      expect(row.payoutProvider).toBe("test");
      expect(transfer?.id).toBe(row.transferId);
    }
    // Every answer is the paid statement or a 409 with a code the screens translate; never a 500.
    for (const answer of answers) {
      if (answer.statusCode === 200)
        expect(answer.json<StatementDetailDto>()).toMatchObject({ id, paidAt: row.paidAt!.toISOString() });
      else {
        expect(answer.statusCode).toBe(409);
        expect(["STATEMENT_PAYMENT_IN_PROGRESS", "STATEMENT_PAID_OTHERWISE"]).toContain(
          answer.json<{ code: string }>().code,
        );
      }
    }
    // The six requests of the other mode were all refused: one payment, one e-mail.
    expect(answers.filter((answer) => answer.statusCode === 409).length).toBeGreaterThanOrEqual(6);
    expect(await payoutMails(id)).toHaveLength(1);
  });

  it("refuses a manual payment while a provider payment is under way, even an interrupted one", async () => {
    const id = await newStatement();
    await t.db
      .update(payoutStatements)
      .set({ payingAt: new Date(), payingMode: "provider" })
      .where(eq(payoutStatements.id, id));
    for (const outside of [true, false]) {
      const answer = await pay(id, outside);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: "STATEMENT_PAYMENT_IN_PROGRESS",
        message: expect.stringContaining("already being paid"),
      });
    }
    // Interrupted (its process died): a wire could pay what the provider already sent, so only the provider may finish it.
    await t.db
      .update(payoutStatements)
      .set({ payingAt: new Date(Date.now() - PAYING_STALE_MS - 1000) })
      .where(eq(payoutStatements.id, id));
    expect((await pay(id, true)).statusCode).toBe(409);
    const finished = await pay(id, false);
    expect(finished.statusCode).toBe(200);
    expect(finished.json<StatementDetailDto>()).toMatchObject({
      payoutProvider: "test",
      transferId: (await heldTransfer(id))!.id,
      paying: false,
    });
    // Then a wire for it is refused as paid another way, and a provider retry answers the same payment.
    expect((await pay(id, true)).json()).toMatchObject({ code: "STATEMENT_PAID_OTHERWISE" });
    expect((await pay(id, false)).json<StatementDetailDto>().transferId).toBe(
      finished.json<StatementDetailDto>().transferId,
    );
  });

  it("records a $0 statement without a transfer, and answers any retry with it", async () => {
    const id = await newStatement(0);
    expect((await pay(id, false)).json<StatementDetailDto>()).toMatchObject({
      payoutProvider: "manual",
      transferId: null,
    });
    expect((await pay(id, true)).statusCode).toBe(200);
    expect((await pay(id, false)).statusCode).toBe(200);
    expect(await heldTransfer(id)).toBeUndefined();
  });

  it("leaves a statement payable after the provider refuses", async () => {
    const id = await newStatement(5_013); // the test provider refuses cents ending in 13
    const refused = await pay(id, false);
    expect(refused.statusCode).toBe(502);
    expect((await statementRow(id)).payingMode).toBeNull();
    expect((await pay(id, true)).statusCode).toBe(200);
    expect(await statementRow(id)).toMatchObject({ payoutProvider: "manual", transferId: null });
  });
});

describe("payouts reconciliation", () => {
  const payouts = () => createTestPayoutProvider(databaseRecordStore(t.db));

  it("shows the admin a statement paid by wire for which the provider also holds a transfer", async () => {
    const id = await newStatement();
    // The race of the issue, as it ended before the fix: a transfer sent, the statement recorded as manual.
    await payouts().transfer({
      amountCents: 24_000,
      currency: "usd",
      destination: null,
      statementId: id,
      description: "x",
      idempotencyKey: statementTransferKey(id),
    });
    await t.db
      .update(payoutStatements)
      .set({ paidAt: new Date(), payoutProvider: "manual", reference: "WIRE-9" })
      .where(eq(payoutStatements.id, id));
    const matching = await newStatement();
    expect((await pay(matching, false)).statusCode).toBe(200);

    const result = await reconcilePayouts({ db: t.db, mailer: t.mailer, payouts: payouts() });
    expect(result.mismatched).toContain(id);
    expect(result.mismatched).not.toContain(matching);
    const page = (
      await t.app.inject({ method: "GET", url: "/api/admin/payouts/statements?limit=100", headers: { cookie: admin } })
    ).json<StatementPage>();
    const flagged = page.items.find((item) => item.id === id)!;
    expect(flagged.payoutMismatch).toContain((await heldTransfer(id))!.id);
    expect(flagged.payoutMismatch).toContain("paid twice");
    expect(page.items.find((item) => item.id === matching)!.payoutMismatch).toBeNull();
    // Running it again changes nothing.
    expect((await reconcilePayouts({ db: t.db, mailer: t.mailer, payouts: payouts() })).mismatched).toEqual(
      result.mismatched,
    );
  });

  it("settles an interrupted provider payment: recorded when the provider holds the transfer, released when not", async () => {
    const sent = await newStatement();
    const lost = await newStatement();
    const stale = new Date(Date.now() - PAYING_STALE_MS - 1000);
    await t.db
      .update(payoutStatements)
      .set({ payingAt: stale, payingMode: "provider", reference: "PAYOUT-7" })
      .where(sql`${payoutStatements.id} in (${sent}, ${lost})`);
    // The process died after the provider sent `sent`'s transfer, before recording it; `lost` never reached it.
    const transfer = await payouts().transfer({
      amountCents: 24_000,
      currency: "usd",
      destination: null,
      statementId: sent,
      description: "x",
      idempotencyKey: statementTransferKey(sent),
    });

    const result = await reconcilePayouts({ db: t.db, mailer: t.mailer, payouts: payouts() });
    expect(result.recorded).toContain(sent);
    expect(result.released).toContain(lost);
    expect(await statementRow(sent)).toMatchObject({
      payoutProvider: "test",
      transferId: transfer.id,
      reference: "PAYOUT-7",
      payingMode: null,
      payoutMismatch: null,
    });
    expect(await payoutMails(sent)).toHaveLength(1);
    expect(await statementRow(lost)).toMatchObject({ paidAt: null, payingMode: null });
    expect((await pay(lost, true)).statusCode).toBe(200);
  });
});
