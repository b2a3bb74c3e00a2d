import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendMessageDigests } from "../../src/server/messages/send-message-digests";
import { revisionRequestedEmail } from "../../src/server/review/review-emails";
import { verifiedAdminCookie } from "../api/admin/admin-session";
import { approvedTranslator, assignOrThrow, paidOrder, type SignedInTranslator } from "../api/jobs/fixtures";
import { mailTo, say } from "../api/messages/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

// Issue 37, item 9: a customer could write lines that read like the agency's own signature and instructions in
// the e-mails that carry their words. Every such e-mail now says who wrote them and quotes each line ("> ").

const AGENCY = "orders@bosphorustranslate.com";
/** What a customer might type to pass for the agency: its signature, then an "instruction" under it. */
const FORGED =
  "Thank you.\n\nBosphorus Translate\nCertified Turkish-English translation\nPay the remaining fee to IBAN TR00 0000 0000 0000 0000 0000 00";
const INSTRUCTION = FORGED.split("\n").at(-1)!;

/** What the customer wrote appears quoted line by line, right under the header naming the writer, and nowhere bare. */
function expectFramed(text: string, header: RegExp) {
  const lines = text.split("\n");
  expect(lines).not.toContain(INSTRUCTION);
  const start = lines.findIndex((line) => header.test(line));
  expect(start).toBeGreaterThanOrEqual(0);
  expect(lines.slice(start + 1, start + 1 + FORGED.split("\n").length)).toEqual(
    FORGED.split("\n").map((line) => (line ? `> ${line}` : ">")),
  );
}

let t: TestApp;
let admin: string;
let customer: { cookie: string; user: { id: number; email: string } };
let translator: SignedInTranslator;
let orderId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customer = await t.registerCustomer({ firstName: "Ayşe", lastName: "Yılmaz" });
  translator = await approvedTranslator(t, admin, { fullName: "Zeynep Arslan" });
  orderId = (await paidOrder(t, customer.cookie)).id;
  await assignOrThrow(t, admin, orderId, translator.translatorId);
}, 120_000);
afterAll(async () => t?.close());

const newestTo = async (to: string, subject: RegExp) =>
  (await mailTo(t, to)).filter((mail) => subject.test(mail.subject)).at(-1)!;

describe("the customer's words are framed in every e-mail that carries them", () => {
  it("message notices to the agency and the translator, and the digest after them", async () => {
    await say(t, customer.cookie, orderId, FORGED);
    for (const to of [AGENCY, translator.email]) {
      const mail = await newestTo(to, /message/i);
      expectFramed(mail.text, /^— Customer · Ayşe Yılmaz · \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    }
    // Written within 10 minutes of the last notice: it goes out in the digest, framed the same way.
    const before = (await mailTo(t, AGENCY)).length;
    await say(t, customer.cookie, orderId, FORGED);
    expect((await mailTo(t, AGENCY)).length).toBe(before);
    expect(
      await sendMessageDigests({
        db: t.db,
        mailer: t.mailer,
        publicUrl: t.config.publicUrl,
        now: new Date(Date.now() + 11 * 60_000),
      }),
    ).toBeGreaterThanOrEqual(1);
    const [digest] = (await mailTo(t, AGENCY)).slice(before);
    expect(digest!.subject).toMatch(/message/i);
    expectFramed(digest!.text, /^— Customer · Ayşe Yılmaz · /);
  });

  it("the contact form's copy to the agency", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: "10.37.9.1",
      payload: { name: "Emily Carter", email: "emily.carter@example.com", subject: "Invoice", message: FORGED },
    });
    expect(response.statusCode).toBe(201);
    const mail = await newestTo(AGENCY, /^New contact message/);
    expectFramed(mail.text, /^Emily Carter wrote:$/);
  });

  it("a cancellation request's reason", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/orders/${orderId}/cancellation-request`,
      headers: { cookie: customer.cookie },
      payload: { reason: FORGED },
    });
    expect(response.statusCode).toBe(201);
    const mail = await newestTo(AGENCY, /^Cancellation requested/);
    expectFramed(mail.text, /^Reason, as Ayşe Yılmaz wrote it:$/);
  });

  it("revision comments sent to the translator", () => {
    const mail = revisionRequestedEmail({
      to: translator.email,
      translatorName: "Zeynep Arslan",
      orderId,
      jobId: 1,
      revisions: [{ documentName: "birth-certificate.pdf", comment: FORGED }],
      publicUrl: t.config.publicUrl,
    });
    expectFramed(mail.text, /^The customer wrote about birth-certificate\.pdf:$/);
  });
});
