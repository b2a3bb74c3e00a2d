import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_DELETION_MESSAGES } from "../../../src/shared/account-deletion";
import type { AdminUser, AdminUserList } from "../../../src/shared/schemas/admin";
import type { AccountDeletionCheck } from "../../../src/shared/schemas/account-data";
import type { AdminOrderDeliveryDto } from "../../../src/shared/schemas/jobs";
import type { VerifiedCertificateDto } from "../../../src/shared/schemas/certificates";
import { finishAccountErasure } from "../../../src/server/account-deletion/finish-account-erasure";
import { accountErasures } from "../../../src/server/db/schema/account-data";
import { certificates } from "../../../src/server/db/schema/certificates";
import { documents, translations } from "../../../src/server/db/schema/documents";
import { emailCodes } from "../../../src/server/db/schema/email-codes";
import { contactMessages } from "../../../src/server/db/schema/marketing";
import { orderMessageAttachments, orderMessages } from "../../../src/server/db/schema/messages";
import { mailOutbox } from "../../../src/server/db/schema/mail";
import { orders } from "../../../src/server/db/schema/orders";
import { payments } from "../../../src/server/db/schema/payments";
import { cancellationRequests, refunds } from "../../../src/server/db/schema/refunds";
import { passwordTokens, sessions, users } from "../../../src/server/db/schema/users";
import { buildPaymentReceipt } from "../../../src/server/payments/build-payment-receipt";
import type { FileStorage } from "../../../src/server/storage/file-storage";
import { PNG_BYTES, SHIPPING_ADDRESS, createOrderFor } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import {
  approvedTranslator,
  deliverOrder,
  get,
  paidOrder,
  setOrderStatus,
  type SignedInTranslator,
} from "../jobs/fixtures";
import { postWithFiles, say } from "../messages/fixtures";

let t: TestApp;
let admin: string;
let translator: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  translator = await approvedTranslator(t, admin, { fullName: "Deniz Aydın" });
}, 120_000);
afterAll(async () => t.close());

const deleteAccount = (cookie: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/user/delete", headers: { cookie }, payload: { password } });
const deletionCheck = async (cookie: string) =>
  (await get(t, "/api/user/account-deletion", cookie)).json<AccountDeletionCheck>();

/** A paid certified order, translated, approved and completed by the admin: its certificate is issued. */
async function completedCertifiedOrder(cookie: string) {
  const order = await paidOrder(t, cookie);
  await deliverOrder(t, admin, translator, order.id);
  expect((await setOrderStatus(t, admin, order.id, "completed")).statusCode).toBe(200);
  const delivery = (await get(t, `/api/admin/orders/${order.id}/delivery`, admin)).json<AdminOrderDeliveryDto>();
  return { orderId: order.id, certificate: delivery.certificates[0]! };
}

/** Every storage key the customer's orders hold (documents, translations, certificates). */
async function storedKeysOf(userId: number): Promise<string[]> {
  const docs = await t.db
    .select({ key: documents.s3Key, id: documents.id })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(eq(orders.userId, userId));
  const translated = await t.db
    .select({ key: translations.translatedFileKey })
    .from(translations)
    .innerJoin(documents, eq(documents.id, translations.documentId))
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(eq(orders.userId, userId));
  const certified = await t.db
    .select({ key: certificates.storageKey })
    .from(certificates)
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .where(eq(orders.userId, userId));
  return [...docs, ...translated, ...certified].map((row) => row.key).filter((key): key is string => Boolean(key));
}

describe("POST /api/user/delete refused", () => {
  it("while an order is in progress: 409 naming the orders and why, and nothing changes", async () => {
    const customer = await t.registerCustomer();
    const unpaid = await createOrderFor(t, customer.cookie);
    expect(await deletionCheck(customer.cookie)).toEqual({
      ordersInProgress: [{ id: unpaid.id, status: "pending", reason: "awaiting_payment" }],
    });

    const refused = await deleteAccount(customer.cookie, customer.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: "Your account cannot be deleted while you have an order in progress",
      code: "ORDERS_IN_PROGRESS",
      orders: [{ id: unpaid.id, status: "pending", reason: "awaiting_payment" }],
    });

    // The customer cancels the unpaid order themselves; a paid one in work still holds the account.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/orders/${unpaid.id}/cancel`,
          headers: { cookie: customer.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const paid = await paidOrder(t, customer.cookie);
    expect(await deletionCheck(customer.cookie)).toEqual({
      ordersInProgress: [{ id: paid.id, status: "processing", reason: "in_work" }],
    });
    const again = await deleteAccount(customer.cookie, customer.password);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ orders: unknown }>().orders).toEqual([
      { id: paid.id, status: "processing", reason: "in_work" },
    ]);

    expect((await get(t, "/api/user", customer.cookie)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row!.deletedAt).toBeNull();
    expect(row!.email).toBe(customer.user.email);
  });

  it("with a wrong password (400) or none (400), signed in all the same", async () => {
    const customer = await t.registerCustomer();
    const wrong = await deleteAccount(customer.cookie, "not-my-password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Current password is incorrect");
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/user/delete",
      headers: { cookie: customer.cookie },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Enter your password to delete your account");
    expect((await get(t, "/api/user", customer.cookie)).json<{ email: string }>().email).toBe(customer.user.email);
  });

  it("for translators and admins: customer accounts only", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/delete",
      headers: { cookie: translator.cookie },
      payload: { password: "translator-pass-1" },
    });
    expect(response.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/user/delete",
          headers: { cookie: admin },
          payload: { password: "x" },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("POST /api/user/delete", () => {
  it("erases the personal data and every file, keeps payments, receipts, refunds and the certificate's verification", async () => {
    const customer = await t.registerCustomer({ firstName: "Zeynep", lastName: "Öztürkmen" });
    const userId = customer.user.id;
    // The code she verified her address with (used, kept for the minute between e-mails).
    expect(
      await t.db.select({ email: emailCodes.email }).from(emailCodes).where(eq(emailCodes.userId, userId)),
    ).toEqual([{ email: customer.user.email }]);
    const { orderId, certificate } = await completedCertifiedOrder(customer.cookie);
    // A refund after delivery (the order stays completed), a withdrawn order that was to be shipped, a contact message.
    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { cookie: admin },
      payload: { amount: 10, reason: "Goodwill" },
    });
    expect(refund.statusCode).toBe(201);
    const shipped = await createOrderFor(t, customer.cookie, {
      isPhysicalDelivery: true,
      shippingAddress: SHIPPING_ADDRESS,
    });
    // A conversation on the order: the customer's message with a scan and the agency's answer quoting her.
    const question = await postWithFiles(
      t,
      customer.cookie,
      shipped.id,
      "Zeynep here: my passport spells it Öztürkmen",
      [{ name: "passport.png", bytes: PNG_BYTES, type: "image/png" }],
    );
    expect(question.statusCode, question.body).toBe(201);
    await say(t, admin, shipped.id, "Thank you Zeynep, noted.");
    const [messageFile] = await t.db
      .select()
      .from(orderMessageAttachments)
      .where(eq(orderMessageAttachments.orderId, shipped.id));
    expect(await t.storage.exists(messageFile!.storageKey)).toBe(true);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/orders/${shipped.id}/cancel`,
          headers: { cookie: customer.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Zeynep Öztürkmen",
        email: customer.user.email,
        phone: "+1 212 555 0100",
        subject: "My birth certificate",
        message: "Please call me about my order.",
      },
    });
    expect(contact.statusCode).toBeLessThan(300);
    const verifiedBefore = (await get(t, `/api/verify/${certificate.verificationCode}`)).json<VerifiedCertificateDto>();
    const keys = await storedKeysOf(userId);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const key of keys) expect(await t.storage.exists(key)).toBe(true);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));

    expect(await deletionCheck(customer.cookie)).toEqual({ ordersInProgress: [] });
    const response = await deleteAccount(customer.cookie, customer.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_DELETION_MESSAGES.deleted });
    // Signed out: the cookie is cleared and the session no longer exists.
    expect(response.cookies.find((cookie) => cookie.name === "bt_session")?.value).toBe("");
    expect((await get(t, "/api/user", customer.cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    // The e-mailed links and codes go too (the row stays, so its codes would not go with it).
    expect(await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, userId))).toEqual([]);
    expect(await t.db.select().from(emailCodes).where(eq(emailCodes.userId, userId))).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { username: customer.user.username, password: customer.password },
        })
      ).statusCode,
    ).toBe(401);

    // The row stays for the orders and payments, with nothing of the person.
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      username: `deleted:${userId}`,
      email: `deleted:${userId}@deleted.invalid`,
      firstName: null,
      lastName: null,
      stripeCustomerId: null,
      disabled: true,
      emailVerifiedAt: null,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.password).toBe("deleted");

    // Every stored file is gone; the file names the customer gave are replaced.
    for (const key of keys) expect(await t.storage.exists(key)).toBe(false);
    const documentNames = await t.db
      .select({ name: documents.originalFilename, id: documents.id })
      .from(documents)
      .where(eq(documents.orderId, orderId));
    expect(documentNames.map((doc) => doc.name)).toEqual(documentNames.map((doc) => `document-${doc.id}.pdf`));
    // The conversation goes with its file: the customer's words and the answers that quote them.
    expect(await t.db.select().from(orderMessages).where(eq(orderMessages.orderId, shipped.id))).toEqual([]);
    expect(await t.storage.exists(messageFile!.storageKey)).toBe(false);
    const [withdrawn] = await t.db.select().from(orders).where(eq(orders.id, shipped.id));
    expect(withdrawn!.shippingAddress).toBeNull();

    // Kept for the accounts: orders, payments, refunds, and the receipt, naming no one.
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).toHaveLength(2);
    const [kept] = await t.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(kept).toMatchObject({ status: "paid", amountCents: payment!.amountCents });
    expect(
      await t.db.select({ amountCents: refunds.amountCents }).from(refunds).where(eq(refunds.orderId, orderId)),
    ).toEqual([{ amountCents: 1000 }]);
    const receipt = await buildPaymentReceipt({ db: t.db, paymentId: payment!.id });
    expect(receipt.customer).toEqual({ name: `Deleted customer #${userId}`, email: "", language: "en" });
    expect(receipt.totalCents).toBe(payment!.amountCents);

    // The certificate still verifies publicly, exactly as before, and the answer names no customer.
    const verify = await get(t, `/api/verify/${certificate.verificationCode}`);
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual(verifiedBefore);
    expect(verify.json<VerifiedCertificateDto>()).toMatchObject({
      certificateNumber: certificate.certificateNumber,
      translatorName: "Deniz Aydın",
      status: "valid",
    });
    expect(verify.body).not.toMatch(/Zeynep|Öztürkmen|contract/);
    // The admin may still download nothing of it: the PDF is gone.
    expect((await get(t, `/api/deliverables/certificates/${certificate.id}/download`, admin)).statusCode).toBe(404);

    // Mail: only the goodbye remains for the old address, naming no one; the contact message is gone.
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.user.email));
    expect(mails.map((mail) => mail.subject)).toEqual(["Your Bosphorus Translate account has been deleted"]);
    expect(mails[0]!.text).toContain(`Deleted customer #${userId}`);
    expect(mails[0]!.text).not.toMatch(/Zeynep|Öztürkmen/);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, customer.user.email))).toEqual([]);

    // Admin side: the customers list shows the anonymised account; the old name or address finds nothing.
    const list = (
      await get(t, `/api/admin/users?search=${encodeURIComponent("deleted:" + userId)}`, admin)
    ).json<AdminUserList>();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      id: userId,
      username: `deleted:${userId}`,
      firstName: null,
      lastName: null,
      disabled: true,
      orderCount: 2,
    });
    expect(list.items[0]!.deletedAt).not.toBeNull();
    for (const search of ["Zeynep", "Öztürkmen", customer.user.email, customer.user.username]) {
      expect(
        (await get(t, `/api/admin/users?search=${encodeURIComponent(search)}`, admin))
          .json<AdminUserList>()
          .items.map((user) => user.id),
      ).not.toContain(userId);
    }
    const adminOrder = await get(t, `/api/admin/orders/${orderId}`, admin);
    expect(adminOrder.body).not.toMatch(/Zeynep|Öztürkmen|example\.com/);
    // And cannot put anything back.
    const edit = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${userId}`,
      headers: { cookie: admin },
      payload: { firstName: "Zeynep" },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe("This account has been deleted");
    const enable = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${userId}/disable`,
      headers: { cookie: admin },
      payload: { disabled: false },
    });
    expect(enable.statusCode).toBe(409);
  });

  it("deletes an account without orders outright and frees its username and address", async () => {
    const customer = await t.registerCustomer();
    const response = await deleteAccount(customer.cookie, customer.password);
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, customer.user.id))).toEqual([]);
    expect(await t.db.select().from(emailCodes).where(eq(emailCodes.userId, customer.user.id))).toEqual([]);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        username: customer.user.username,
        email: customer.user.email,
        password: "another-pass-2",
        firstName: "Yeni",
        lastName: "Kişi",
        acceptTerms: true,
      },
    });
    expect(again.statusCode).toBe(201);
    expect(again.cookies.some((cookie) => cookie.name === "bt_session" && cookie.value)).toBe(true);
  });

  it("says goodbye in the account's language, and the goodbye is forgotten once delivered", async () => {
    const customer = await t.registerCustomer();
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
    const order = await createOrderFor(t, customer.cookie);
    await t.app.inject({ method: "POST", url: `/api/orders/${order.id}/cancel`, headers: { cookie: customer.cookie } });
    expect((await deleteAccount(customer.cookie, customer.password)).statusCode).toBe(200);
    const [goodbye] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.user.email));
    expect(goodbye!.subject).toBe("Bosphorus Translate hesabınız silindi");
    expect(goodbye!.text).toContain(`Silinmiş müşteri #${customer.user.id}`);

    const [erasure] = await t.db.select().from(accountErasures).where(eq(accountErasures.userId, customer.user.id));
    expect(erasure).toMatchObject({ fileKeys: [], goodbyeMailId: goodbye!.id, completedAt: null });
    // The local outbox is how e-mail is read without SMTP: the goodbye stays a day there, then goes.
    await finishAccountErasure({
      db: t.db,
      storage: t.storage,
      erasureId: erasure!.id,
      now: new Date(Date.now() + 25 * 60 * 60 * 1000),
    });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.user.email))).toEqual([]);
    const [finished] = await t.db.select().from(accountErasures).where(eq(accountErasures.id, erasure!.id));
    expect(finished).toMatchObject({ goodbyeMailId: null });
    expect(finished!.completedAt).toBeInstanceOf(Date);
  });

  it("keeps the files it could not delete for the next sweep, which deletes them", async () => {
    const customer = await t.registerCustomer();
    const order = await paidOrder(t, customer.cookie);
    // Refunded in full and cancelled: settled, with its document still stored.
    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: { cookie: admin },
      payload: { amount: order.totalPrice, reason: "Customer changed plans", cancelOrder: true },
    });
    expect(refund.statusCode).toBe(201);
    const keys = await storedKeysOf(customer.user.id);
    expect(keys).toHaveLength(1);

    // The storage refuses deletions for a while (an S3 outage): the account is deleted all the same.
    const failing: FileStorage = { ...t.storage, delete: async () => Promise.reject(new Error("storage unavailable")) };
    const { deleteAccount: deleteAccountUseCase } = await import("../../../src/server/account-deletion/delete-account");
    const [account] = await t.db.select().from(users).where(eq(users.id, customer.user.id));
    const warnings: object[] = [];
    await deleteAccountUseCase({
      db: t.db,
      storage: failing,
      mailer: t.mailer,
      log: { warn: (obj) => void warnings.push(obj) },
      user: account!,
      input: { password: customer.password },
    });
    expect(warnings).toHaveLength(1);
    expect(await t.storage.exists(keys[0]!)).toBe(true);
    const [erasure] = await t.db.select().from(accountErasures).where(eq(accountErasures.userId, customer.user.id));
    expect(erasure).toMatchObject({ fileKeys: keys, lastError: "storage unavailable", completedAt: null });

    // The hourly sweep, storage back: the file goes (and running it again changes nothing).
    const { finishOpenAccountErasures } = await import("../../../src/server/account-deletion/finish-account-erasure");
    await finishOpenAccountErasures({ db: t.db, storage: t.storage });
    expect(await t.storage.exists(keys[0]!)).toBe(false);
    const [after] = await t.db.select().from(accountErasures).where(eq(accountErasures.id, erasure!.id));
    expect(after!.fileKeys).toEqual([]);
    await finishOpenAccountErasures({ db: t.db, storage: t.storage });
    // The cancellation request table never saw this order; the admin's refund row stays.
    expect(
      await t.db
        .select()
        .from(cancellationRequests)
        .where(and(eq(cancellationRequests.orderId, order.id))),
    ).toEqual([]);
    expect(await t.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });
});

describe("the admin Customers list", () => {
  it("shows a deleted customer anonymised", async () => {
    const customer = await t.registerCustomer({ firstName: "Hakan", lastName: "Şahin" });
    const order = await createOrderFor(t, customer.cookie);
    await t.app.inject({ method: "POST", url: `/api/orders/${order.id}/cancel`, headers: { cookie: customer.cookie } });
    expect((await deleteAccount(customer.cookie, customer.password)).statusCode).toBe(200);
    const page = (await get(t, "/api/admin/users?tab=users&limit=100", admin)).json<AdminUserList>();
    const row: AdminUser | undefined = page.items.find((user) => user.id === customer.user.id);
    expect(row).toMatchObject({
      username: `deleted:${customer.user.id}`,
      email: `deleted:${customer.user.id}@deleted.invalid`,
      firstName: null,
      lastName: null,
    });
    expect(JSON.stringify(page)).not.toMatch(/Hakan|Şahin/);
  });
});
