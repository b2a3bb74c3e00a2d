import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingCounters, billingDocuments } from "../../../src/server/db/schema/billing";
import { orders } from "../../../src/server/db/schema/orders";
import { settings } from "../../../src/server/db/schema/settings";
import { users } from "../../../src/server/db/schema/users";
import { billingYear } from "../../../src/shared/billing";
import { formatCents } from "../../../src/shared/money";
import { SHIPPING_ADDRESS, createPayableOrder, payOrder } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { pdfText } from "../certificates/pdf-text";
import { createPaidOrder, postRefund } from "../refunds/refund-fixtures";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const invoiceUrl = (paymentId: number, language?: string) =>
  `/api/payments/${paymentId}/invoice${language ? `?language=${language}` : ""}`;
const setSetting = (key: string, value: string) => t.db.update(settings).set({ value }).where(eq(settings.key, key));

async function invoiceOf(paymentId: number) {
  const [row] = await t.db.select().from(billingDocuments).where(eq(billingDocuments.paymentId, paymentId));
  return row!;
}

describe("invoices", () => {
  it("lists the order's priced lines as sold, totalling the order to the cent, with the seller, the buyer and the card", async () => {
    await setSetting("company_legal_name", "Bosphorus Translate LLC");
    const customer = await t.registerCustomer({ firstName: "Ayşe", lastName: "Yılmaz" });
    // Rush and physical delivery: four lines, the rush line a computed amount.
    const order = await createPayableOrder(t, customer.cookie, {
      isRush: true,
      isPhysicalDelivery: true,
      shippingAddress: SHIPPING_ADDRESS,
    });
    expect((await payOrder(t, customer.cookie, order.id)).confirm.statusCode).toBe(200);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const { payment } = await paymentOf(order.id);

    const response = await get(invoiceUrl(payment.id, "en"), customer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const invoice = await invoiceOf(payment.id);
    expect(invoice.number).toMatch(new RegExp(`^INV-${billingYear(new Date())}-\\d{5}$`));
    expect(response.headers["content-disposition"]).toContain(`${invoice.number}.pdf`);

    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Invoice");
    expect(text).toContain(invoice.number);
    expect(text).toContain("Bosphorus Translate LLC");
    expect(text).toContain("350 Fifth Avenue, Suite 4200, New York, NY 10118");
    expect(text).toContain("Ayşe Yılmaz");
    expect(text).toContain(`#${order.id}`);
    for (const line of stored!.priceLines) expect(text).toContain(`${line.label} ${formatCents(line.amountCents)}`);
    const linesTotal = stored!.priceLines.reduce((sum, line) => sum + line.amountCents, 0);
    expect(linesTotal).toBe(stored!.totalCents);
    expect(linesTotal).toBe(payment.amountCents);
    expect(text).toContain(`Total ${formatCents(linesTotal)}`);
    expect(text).toContain("Paid with: Visa ending in 4242");
    // No tax rate set: no tax line.
    expect(text).not.toContain("sales tax");
  });

  it("keeps its number on every download and gives each payment the next number of the year, with no gaps", async () => {
    const first = await createPaidOrder(t);
    const second = await createPaidOrder(t);
    const a = await invoiceOf(first.payment.id);
    const b = await invoiceOf(second.payment.id);
    expect(b.year).toBe(a.year);
    expect(b.sequence).toBe(a.sequence + 1);
    const [counter] = await t.db.select().from(billingCounters).where(eq(billingCounters.year, a.year));
    expect(counter!.lastSequence).toBeGreaterThanOrEqual(b.sequence);

    const once = await pdfText((await get(invoiceUrl(first.payment.id), first.customer.cookie)).rawPayload);
    const again = await pdfText((await get(invoiceUrl(first.payment.id), first.customer.cookie)).rawPayload);
    expect(once).toContain(a.number);
    expect(again).toBe(once);
    const numbers = (await t.db.select({ number: billingDocuments.number }).from(billingDocuments)).map(
      (row) => row.number,
    );
    expect(new Set(numbers).size).toBe(numbers.length);
    // Every number of the series this year, from 1 to the counter, once.
    const invoiceSequences = (await t.db.select().from(billingDocuments).where(eq(billingDocuments.series, "invoice")))
      .filter((row) => row.year === a.year)
      .map((row) => row.sequence)
      .sort((x, y) => x - y);
    expect(invoiceSequences).toEqual(invoiceSequences.map((_, index) => index + 1));
  });

  it("is written in Turkish for a Turkish customer, with the price lines translated and Turkish letters extractable", async () => {
    const { customer, orderId, payment } = await createPaidOrder(t);
    await t.db
      .update(users)
      .set({ language: "tr", firstName: "Çağrı", lastName: "Şahinoğlu" })
      .where(eq(users.id, customer.user.id));
    const trResponse = await get(invoiceUrl(payment.id), customer.cookie);
    const text = await pdfText(trResponse.rawPayload);
    expect(text).toContain("Fatura");
    expect(text).toContain(`Sipariş: #${orderId}`);
    expect(text).toContain("Düzenlenme tarihi");
    expect(text).toContain("Alıcı");
    // The buyer's name as it was when the invoice was issued (kept with it).
    expect(text).toContain("Mehmet Kaya");
    expect(text).toContain("1.000 kelime");
    expect(text).toContain("Toplam $150.00");
    expect(text).toContain("4242 ile biten Visa");
    expect(text).not.toContain("Invoice");
    expect(text).not.toContain("words");
  });

  it("shows the tax a total includes when a tax rate is set, the total unchanged", async () => {
    await setSetting("invoice_tax_rate_percent", "8.875");
    try {
      const { customer, payment } = await createPaidOrder(t);
      const text = await pdfText((await get(invoiceUrl(payment.id, "en"), customer.cookie)).rawPayload);
      // $150.00 × 8.875 / 108.875 = $12.227… → $12.23
      expect(text).toContain("Total $150.00");
      expect(text).toContain("Includes sales tax (8.875%) $12.23");
    } finally {
      await setSetting("invoice_tax_rate_percent", "0");
    }
  });

  it("lists refunds, each with its own credit note, and what was paid after them", async () => {
    const { customer, orderId, payment } = await createPaidOrder(t);
    expect(
      (await postRefund(t, admin, orderId, { amount: 20, reason: "Late delivery", cancelOrder: false })).statusCode,
    ).toBe(201);
    expect(
      (await postRefund(t, admin, orderId, { amount: 5.5, reason: "Typo in name", cancelOrder: false })).statusCode,
    ).toBe(201);
    const notes = await t.db.select().from(billingDocuments).where(eq(billingDocuments.orderId, orderId));
    const credit = notes.filter((note) => note.series === "credit_note").sort((x, y) => x.sequence - y.sequence);
    expect(credit).toHaveLength(2);
    expect(credit[1]!.sequence).toBe(credit[0]!.sequence + 1);
    expect(credit[0]!.number).toMatch(/^CN-\d{4}-\d{5}$/);

    const invoiceResponse = await get(invoiceUrl(payment.id, "en"), customer.cookie);
    const invoice = await pdfText(invoiceResponse.rawPayload);
    expect(invoice).toContain(`${credit[0]!.number}`);
    expect(invoice).toContain("Late delivery -$20.00");
    expect(invoice).toContain("Typo in name -$5.50");
    expect(invoice).toContain("Paid after refunds $124.50");

    const note = await get(`/api/refunds/${credit[0]!.refundId}/credit-note?language=en`, customer.cookie);
    expect(note.statusCode).toBe(200);
    const noteText = await pdfText(note.rawPayload);
    expect(noteText).toContain("Credit note");
    expect(noteText).toContain(credit[0]!.number);
    expect(noteText).toContain("Refund: Late delivery $20.00");
    expect(noteText).toContain(`Refund against invoice ${(await invoiceOf(payment.id)).number}`);
    expect(noteText).toContain("Total refunded $20.00");
  });

  it("is the customer's own: another customer gets 404, a visitor 401, an admin any invoice or credit note", async () => {
    const { customer, payment, orderId } = await createPaidOrder(t);
    expect(
      (await postRefund(t, admin, orderId, { amount: 10, reason: "Goodwill", cancelOrder: false })).statusCode,
    ).toBe(201);
    const refundId = (await t.db.select().from(billingDocuments).where(eq(billingDocuments.orderId, orderId))).find(
      (row) => row.refundId,
    )!.refundId!;
    const stranger = await t.registerCustomer();
    for (const url of [invoiceUrl(payment.id), `/api/refunds/${refundId}/credit-note`]) {
      expect((await get(url, customer.cookie)).statusCode).toBe(200);
      const foreign = await get(url, stranger.cookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ message: "File not found" });
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, admin)).statusCode).toBe(200);
    }
    // A payment that was never paid has no invoice.
    const unpaid = await createPayableOrder(t, customer.cookie);
    await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie: customer.cookie },
      payload: { orderId: unpaid.id },
    });
    const pending = await paymentOf(unpaid.id);
    expect((await get(invoiceUrl(pending.payment.id), customer.cookie)).statusCode).toBe(404);
  });
});

async function paymentOf(orderId: number) {
  const { payments } = await import("../../../src/server/db/schema/payments");
  const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  return { payment: payment! };
}
