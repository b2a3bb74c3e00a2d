import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderThreadMembers } from "../../../src/server/db/schema/messages";
import { sendMessageDigests } from "../../../src/server/messages/send-message-digests";
import { verifiedAdminCookie } from "../admin/admin-session";
import { approvedTranslator, assignOrThrow, paidOrder, type SignedInTranslator } from "../jobs/fixtures";
import { PNG_BYTES } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { mailTo, markRead, postWithFiles, say } from "./fixtures";

// Notified, not spammed (docs/order-messages.md, "E-mails"): the other sides are e-mailed at once, then at most
// once per thread every 10 minutes; what was written in between goes out in the next digest, unless read first.

const AGENCY = "orders@bosphorustranslate.com";
const MINUTE = 60_000;

let t: TestApp;
let admin: string;
let customer: { cookie: string; user: { id: number; email: string } };
let translator: SignedInTranslator;
let orderId: number;
const digestsAt = (minutesFromNow: number) =>
  sendMessageDigests({
    db: t.db,
    mailer: t.mailer,
    publicUrl: t.config.publicUrl,
    now: new Date(Date.now() + minutesFromNow * MINUTE),
  });
const messageMails = async (to: string) =>
  (await mailTo(t, to)).filter((mail) => /message/i.test(mail.subject) || /mesaj/.test(mail.subject));

beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customer = await t.registerCustomer({ firstName: "Ayşe", lastName: "Yılmaz" });
  // The customer uses the site in Turkish: their e-mails are in Turkish.
  expect(
    (
      await t.app.inject({
        method: "PUT",
        url: "/api/user/language",
        headers: { cookie: customer.cookie },
        payload: { language: "tr" },
      })
    ).statusCode,
  ).toBe(200);
  translator = await approvedTranslator(t, admin, { fullName: "Zeynep Arslan" });
  orderId = (await paidOrder(t, customer.cookie)).id;
  await assignOrThrow(t, admin, orderId, translator.translatorId);
}, 120_000);
afterAll(async () => t.close());

describe("e-mails about messages", () => {
  it("go to the other sides at once, each in their language with a link to their page, never to the writer", async () => {
    const agencyBefore = (await messageMails(AGENCY)).length;
    await postWithFiles(
      t,
      translator.cookie,
      orderId,
      "The stamp on page 2 is illegible.\nWhich registry office issued it?",
      [{ name: "stamp-crop.png", bytes: PNG_BYTES, type: "image/png" }],
    );

    const [toCustomer] = await messageMails(customer.user.email);
    expect(toCustomer!.subject).toBe(`#${orderId} numaralı sipariş hakkında yeni mesaj`);
    expect(toCustomer!.text).toContain("Merhaba Ayşe,");
    expect(toCustomer!.text).toMatch(
      /— Tercüman · Zeynep Arslan · \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\n> The stamp on page 2 is illegible\.\n> Which registry office issued it\?\nEkler: stamp-crop\.png/,
    );
    expect(toCustomer!.text).toContain(`${t.config.publicUrl}/tr/dashboard/orders/${orderId}#messages`);
    expect(toCustomer!.html).toBeNull();

    const toAgency = (await messageMails(AGENCY)).slice(agencyBefore);
    expect(toAgency).toHaveLength(1);
    expect(toAgency[0]!.subject).toBe(`New message about order #${orderId}`);
    expect(toAgency[0]!.text).toContain("— Translator · Zeynep Arslan · ");
    expect(toAgency[0]!.text).toContain(`${t.config.publicUrl}/admin/orders/${orderId}#messages`);
    expect(await messageMails(translator.email)).toHaveLength(0);
  });

  it("hold back a second message within 10 minutes and send it as the next digest, once", async () => {
    await say(t, admin, orderId, "It is the Kadıköy registry office.");
    // The customer was e-mailed about the translator's message a moment ago: nothing new yet.
    expect(await messageMails(customer.user.email)).toHaveLength(1);
    const translatorMails = await messageMails(translator.email);
    expect(translatorMails).toHaveLength(1);
    expect(translatorMails[0]!.text).toContain("— Bosphorus Translate · Site Administrator · ");
    expect(translatorMails[0]!.text).toContain(`/translator/jobs/`);

    await say(t, admin, orderId, "The date on it reads 12.03.1985.");
    expect(await digestsAt(5)).toBe(0);
    expect(await messageMails(customer.user.email)).toHaveLength(1);

    expect(await digestsAt(10.5)).toBeGreaterThanOrEqual(1);
    const mails = await messageMails(customer.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`#${orderId} numaralı sipariş hakkında 2 yeni mesaj`);
    expect(mails[1]!.text).toContain("It is the Kadıköy registry office.");
    expect(mails[1]!.text).toContain("The date on it reads 12.03.1985.");
    // Not the translator's message again: it was in the first e-mail.
    expect(mails[1]!.text).not.toContain("illegible");

    expect(await digestsAt(11)).toBe(0);
    expect(await messageMails(customer.user.email)).toHaveLength(2);
  });

  it("send no digest for messages the member read on the screen meanwhile", async () => {
    const before = (await messageMails(customer.user.email)).length;
    const held = await say(t, admin, orderId, "Anything else?");
    const [member] = await t.db
      .select()
      .from(orderThreadMembers)
      .where(and(eq(orderThreadMembers.orderId, orderId), eq(orderThreadMembers.memberKey, "customer")));
    expect(member!.digestDueAt).not.toBeNull();
    expect((await markRead(t, customer.cookie, orderId, held.id)).statusCode).toBe(200);
    await digestsAt(30);
    expect(await messageMails(customer.user.email)).toHaveLength(before);
    const [after] = await t.db
      .select()
      .from(orderThreadMembers)
      .where(and(eq(orderThreadMembers.orderId, orderId), eq(orderThreadMembers.memberKey, "customer")));
    expect(after!.digestDueAt).toBeNull();
  });

  it("stop for a translator reassigned away, digest included", async () => {
    const other = await approvedTranslator(t, admin, { fullName: "Murat Çelik" });
    await say(t, customer.cookie, orderId, "Here is my question for the translator.");
    const before = (await messageMails(translator.email)).length;
    await assignOrThrow(t, admin, orderId, other.translatorId);
    await digestsAt(30);
    expect(await messageMails(translator.email)).toHaveLength(before);
    await say(t, customer.cookie, orderId, "Welcome to the new translator.");
    const toNew = await messageMails(other.email);
    expect(toNew).toHaveLength(1);
    expect(toNew[0]!.text).toContain("Hello Murat Çelik,");
    expect(toNew[0]!.text).toContain("Welcome to the new translator.");
  });
});
