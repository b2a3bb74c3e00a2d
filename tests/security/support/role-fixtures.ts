import { eq } from "drizzle-orm";
import { invalidateAllSessions } from "../../../src/server/auth/sessions";
import { settings } from "../../../src/server/db/schema/settings";
import { users } from "../../../src/server/db/schema/users";
import {
  buildPdf,
  createOrderFor,
  createPayableOrder,
  multipartBody,
  payOrder,
  PNG_BYTES,
} from "../../support/fixtures";
import { newCustomerFields, type TestApp } from "../../support/test-app";
import { startAdminLogin, verifiedAdminCookie } from "../../api/admin/admin-session";
import { applicationFields, defaultFiles, postApplication } from "../../api/translators/support";

export const ROLES = ["visitor", "otherCustomer", "translator", "unverifiedAdmin", "customer", "admin"] as const;
export type Role = (typeof ROLES)[number];
/** Each role calls from its own address, as real users would, so the per-address rate limits count each apart. */
export const ADDRESS: Record<Role, string> = Object.fromEntries(
  ROLES.map((role, i) => [role, `10.9.0.${i + 1}`]),
) as Record<Role, string>;

/** A session cookie for every role (none for the visitor). The admin is a second admin account, verified. */
export async function signInEveryRole(t: TestApp): Promise<Record<Role, string | undefined>> {
  const customer = await t.registerCustomer();
  const otherCustomer = await t.registerCustomer();
  const translator = await t.registerCustomer();
  await t.db.update(users).set({ role: "translator" }).where(eq(users.id, translator.user.id));
  invalidateAllSessions(); // the session cache does not see direct writes

  const seededAdmin = await verifiedAdminCookie(t);
  const second = newCustomerFields();
  const created = await t.app.inject({
    method: "POST",
    url: "/api/admin/register",
    headers: { cookie: seededAdmin },
    payload: { ...second, isAdmin: true },
  });
  if (created.statusCode !== 201) throw new Error(`admin register failed: ${created.body}`);
  const admin = await verifiedAdminCookie(t, second);
  // Last, so no later login replaces its e-mailed code: the seeded admin signed in, code not entered.
  const unverifiedAdmin = (await startAdminLogin(t)).cookie;
  return {
    visitor: undefined,
    customer: customer.cookie,
    otherCustomer: otherCustomer.cookie,
    translator: translator.cookie,
    unverifiedAdmin,
    admin,
  };
}

export type Records = Awaited<ReturnType<typeof createRecords>>;

/**
 * Real records owned by `customer`: a paid order with its document and payment, pending ones, a paid order
 * with an open cancellation request, and translator applications with files.
 */
export async function createRecords(t: TestApp, customerCookie: string, otherCustomerCookie: string) {
  const paid = await createPayableOrder(t, customerCookie);
  const { confirm } = await payOrder(t, customerCookie, paid.id);
  if (confirm.statusCode !== 200) throw new Error(`payment failed: ${confirm.body}`);
  const detail = (
    await t.app.inject({ method: "GET", url: `/api/orders/${paid.id}`, headers: { cookie: customerCookie } })
  ).json();
  const pending = await createPayableOrder(t, customerCookie);
  const deletable = await createPayableOrder(t, customerCookie);
  const deletableDetail = (
    await t.app.inject({ method: "GET", url: `/api/orders/${deletable.id}`, headers: { cookie: customerCookie } })
  ).json();
  const cancellable = await createOrderFor(t, customerCookie);
  const withRequest = await createPayableOrder(t, customerCookie);
  await payOrder(t, customerCookie, withRequest.id);
  const cancellation = await t.app.inject({
    method: "POST",
    url: `/api/orders/${withRequest.id}/cancellation-request`,
    headers: { cookie: customerCookie },
    payload: { reason: "Plans changed" },
  });
  if (cancellation.statusCode !== 201) throw new Error(`cancellation request failed: ${cancellation.body}`);

  const files = {
    ...(await defaultFiles()),
    associationMembershipFile: { name: "membership.png", bytes: PNG_BYTES, type: "image/png" },
  };
  const application = (await postApplication(t, applicationFields(), files)).json<{ translatorId: number }>();
  const rejectable = (await postApplication(t, applicationFields())).json<{ translatorId: number }>();
  const [setting] = await t.db.select().from(settings).where(eq(settings.key, "company_name"));
  const otherCustomerId = (
    await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: otherCustomerCookie } })
  ).json<{ id: number }>().id;
  // A message with a file on the paid order's thread (docs/order-messages.md).
  const withFile = await multipartBody({ text: "The stamp, scanned" }, [
    { name: "stamp.png", bytes: PNG_BYTES, type: "image/png" },
  ]);
  const posted = await t.app.inject({
    method: "POST",
    url: `/api/orders/${paid.id}/messages`,
    headers: { ...withFile.headers, cookie: customerCookie },
    payload: withFile.payload,
  });
  if (posted.statusCode !== 201) throw new Error(`message failed: ${posted.body}`);

  return {
    paidOrderId: paid.id,
    paidDocumentId: detail.documents[0].id as number,
    paymentId: detail.payments[0].id as number,
    pendingOrderId: pending.id,
    deletableDocumentId: deletableDetail.documents[0].id as number,
    cancellableOrderId: cancellable.id,
    cancellationRequestId: cancellation.json<{ id: number }>().id,
    applicationId: application.translatorId,
    rejectableApplicationId: rejectable.translatorId,
    settingId: setting!.id,
    settingValue: setting!.value,
    otherCustomerId,
    uploadPdf: await buildPdf([["a second document"]]),
    messageAttachmentId: posted.json<{ attachments: { id: number }[] }>().attachments[0]!.id,
  };
}
