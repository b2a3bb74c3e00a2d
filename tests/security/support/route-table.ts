import { CERTIFIED_ORDER, multipartBody } from "../../support/fixtures";
import { newCustomerFields } from "../../support/test-app";
import type { Records, Role } from "./role-fixtures";

/**
 * Every route of the app with what each role must get from it (tests/security/authorization-matrix.test.ts),
 * a URL with real ids and a body that the allowed role may send. A registered route missing here fails the
 * matrix: new routes must be classified.
 *
 * Expectations: "2xx"; "401", "403", "404" exactly; "ok" = 2xx or a 4xx other than 401/403 (the handler ran
 * and judged the input); "refused" = any 4xx.
 */
export type Expect = "2xx" | "401" | "403" | "404" | "ok" | "refused";
export type Access = Record<Role, Expect>;

const everyone = (expect: Expect): Access => ({
  visitor: expect,
  otherCustomer: expect,
  translator: expect,
  unverifiedAdmin: expect,
  customer: expect,
  admin: expect,
});
const PUBLIC = everyone("ok");
/** Any signed-in user, about their own account or lists. */
const SIGNED_IN = (signedIn: Expect = "2xx"): Access => ({ ...everyone(signedIn), visitor: "401" });
/** A record of `customer`: everyone else is told it does not exist; `admin` reads it where admins may. */
const OWNED = (admin: Expect = "404"): Access => ({ ...everyone("404"), visitor: "401", customer: "2xx", admin });
const ADMIN: Access = { ...everyone("403"), visitor: "401", admin: "2xx" };
/** The code step: any admin session, verified or not. */
const ADMIN_STEP: Access = { ...everyone("403"), visitor: "401", unverifiedAdmin: "ok", admin: "ok" };
const TRANSLATOR = (translator: Expect): Access => ({ ...everyone("403"), visitor: "401", translator });
/** A customer about their own account (Account Settings' "Download my data" and "Delete my account"); other roles 403. */
const CUSTOMERS = (customers: Expect): Access => ({
  ...everyone("403"),
  visitor: "401",
  customer: customers,
  otherCustomer: customers,
});

export type RouteCase = {
  access: Access;
  url?: (r: Records) => string;
  body?: (r: Records) => unknown;
  multipart?: (r: Records) => ReturnType<typeof multipartBody>;
};

export const ROUTES: Record<string, RouteCase> = {
  "GET /api/health": { access: everyone("2xx") },
  "GET /api/health/ready": { access: everyone("2xx") },
  "GET /api/pricing": { access: everyone("2xx") },
  "GET /api/delivery-calendar": { access: everyone("2xx") },
  // The signed link is the permission: a made-up token is 404 for everyone.
  "GET /api/order-links/:token": {
    access: everyone("404"),
    url: () => "/api/order-links/1.9999999999.bm90LWEtc2lnbmF0dXJl",
  },
  "POST /api/quote": {
    access: everyone("2xx"),
    body: () => ({
      serviceType: "certified",
      translationDirection: "tr-en",
      items: [{ documentType: "birth_certificate" }],
    }),
  },
  // A visitor's order draft (issue 41): anyone drafts; only a verified customer turns it into an order.
  "GET /api/order-draft": { access: everyone("2xx") },
  "PUT /api/order-draft": {
    access: everyone("2xx"),
    body: () => ({
      serviceType: "certified",
      translationDirection: "tr-en",
      items: [{ documentType: "other", wordCount: 100 }],
    }),
  },
  "POST /api/order-draft/files": {
    access: everyone("2xx"),
    multipart: (r) => multipartBody({}, [{ name: "draft.pdf", bytes: r.uploadPdf }]),
  },
  "DELETE /api/order-draft/files/:fileId": { access: everyone("404"), url: () => "/api/order-draft/files/999999" },
  "POST /api/order-draft/order": {
    access: { ...everyone("403"), visitor: "401", customer: "refused", otherCustomer: "refused" },
  },
  "GET /api/payment-config": { access: everyone("2xx") },
  "GET /api/site-info": { access: everyone("2xx") },
  "POST /api/register": { access: PUBLIC, body: () => ({}) },
  "POST /api/login": { access: PUBLIC, body: () => ({}) },
  "GET /api/user": { access: SIGNED_IN() },
  "PATCH /api/user": { access: SIGNED_IN("ok"), body: () => ({ firstName: "Deniz" }) },
  "POST /api/user/change-password": { access: SIGNED_IN("ok"), body: () => ({}) },
  "PUT /api/user/language": { access: SIGNED_IN("ok"), body: () => ({ language: "tr" }) },
  "GET /api/user/account-deletion": { access: CUSTOMERS("2xx") },
  // A wrong password: refused on the merits (400), so the matrix deletes nobody.
  "POST /api/user/delete": { access: CUSTOMERS("ok"), body: () => ({ password: "not-the-password" }) },
  "GET /api/user/data-export": { access: CUSTOMERS("2xx") },
  "POST /api/user/data-export": { access: CUSTOMERS("ok") },
  // A link that is not theirs (or not anyone's) is not found, for its owner's neighbour as for a stranger.
  "POST /api/user/data-export/link": { access: CUSTOMERS("404"), body: () => ({ token: "not-a-real-token" }) },
  "POST /api/user/data-export/download": { access: CUSTOMERS("404"), body: () => ({ token: "not-a-real-token" }) },
  "POST /api/verify-email": { access: PUBLIC, body: () => ({ token: "not-a-real-token" }) },
  "POST /api/forgot-password": { access: everyone("2xx"), body: () => ({ identifier: "nobody@example.com" }) },
  "POST /api/reset-password": {
    access: PUBLIC,
    body: () => ({ token: "not-a-real-token", password: "whatever-secret" }),
  },
  "POST /api/verify-email-code": { access: SIGNED_IN("ok"), body: () => ({ code: "000000" }) },
  "POST /api/resend-email-verification": { access: SIGNED_IN("ok"), body: () => ({}) },
  "POST /api/translator-invitations/accept": { access: SIGNED_IN("ok"), body: () => ({ token: "not-a-real-token" }) },
  "POST /api/contact": { access: PUBLIC, body: () => ({}) },
  "POST /api/launch-notifications": { access: PUBLIC, body: () => ({}) },
  "POST /api/orders": { access: SIGNED_IN(), body: () => CERTIFIED_ORDER },
  "GET /api/orders": { access: SIGNED_IN() },
  "GET /api/orders/:id": { access: OWNED(), url: (r) => `/api/orders/${r.paidOrderId}` },
  // Ratings: customers only (admins and translators 403), of their own order (another customer 404).
  "GET /api/orders/:id/rating": {
    access: { ...everyone("403"), visitor: "401", otherCustomer: "404", customer: "2xx" },
    url: (r) => `/api/orders/${r.paidOrderId}/rating`,
  },
  "POST /api/orders/:id/rating": {
    access: { ...everyone("403"), visitor: "401", otherCustomer: "404", customer: "ok" },
    url: (r) => `/api/orders/${r.paidOrderId}/rating`,
    body: () => ({ rating: 5 }),
  },
  "POST /api/orders/:id/cancel": { access: OWNED(), url: (r) => `/api/orders/${r.cancellableOrderId}/cancel` },
  "POST /api/orders/:id/cancellation-request": {
    access: OWNED(),
    url: (r) => `/api/orders/${r.paidOrderId}/cancellation-request`,
    body: () => ({ reason: "Plans changed" }),
  },
  // No draft is waiting for review, so the owner is refused on the merits (400); everyone else gets 404.
  "POST /api/orders/:id/review/approve": {
    access: { ...OWNED(), customer: "ok" },
    url: (r) => `/api/orders/${r.paidOrderId}/review/approve`,
    body: () => ({}),
  },
  "POST /api/orders/:id/review/revisions": {
    access: { ...OWNED(), customer: "ok" },
    url: (r) => `/api/orders/${r.paidOrderId}/review/revisions`,
    body: (r) => ({
      revisions: [{ documentId: r.paidDocumentId, comment: "Please spell the name as on the passport" }],
    }),
  },
  "GET /api/orders/:id/deliverables": { access: OWNED("2xx"), url: (r) => `/api/orders/${r.paidOrderId}/deliverables` },
  // The whole order at once (docs/deliverable.md): the owner once completed (this one is not yet: "ok"), an admin.
  "GET /api/orders/:id/deliverables/zip": {
    access: { ...OWNED("ok"), customer: "ok" },
    url: (r) => `/api/orders/${r.paidOrderId}/deliverables/zip`,
  },
  "GET /api/orders/:id/deliverables/merged.pdf": {
    access: { ...OWNED("ok"), customer: "ok" },
    url: (r) => `/api/orders/${r.paidOrderId}/deliverables/merged.pdf`,
  },
  "POST /api/documents": {
    access: { ...OWNED(), admin: "404" },
    multipart: (r) =>
      multipartBody({ orderId: String(r.pendingOrderId) }, [{ name: "second.pdf", bytes: r.uploadPdf }]),
  },
  "GET /api/documents": { access: SIGNED_IN() },
  "GET /api/documents/order/:orderId": { access: OWNED(), url: (r) => `/api/documents/order/${r.paidOrderId}` },
  "GET /api/documents/:id/download": {
    access: OWNED("2xx"),
    url: (r) => `/api/documents/${r.paidDocumentId}/download`,
  },
  "DELETE /api/documents/:id": { access: OWNED(), url: (r) => `/api/documents/${r.deletableDocumentId}` },
  // No translation or certificate exists yet: every signed-in role is told so (ownership is tested in tests/api/deliveries).
  "GET /api/deliverables/translations/:id/download": {
    access: SIGNED_IN("404"),
    url: () => "/api/deliverables/translations/999999/download",
  },
  "GET /api/deliverables/certificates/:id/download": {
    access: SIGNED_IN("404"),
    url: () => "/api/deliverables/certificates/999999/download",
  },
  "POST /api/create-payment-intent": { access: OWNED(), body: (r) => ({ orderId: r.pendingOrderId }) },
  "GET /api/payments": { access: SIGNED_IN() },
  "GET /api/payments/:id/receipt": { access: OWNED(), url: (r) => `/api/payments/${r.paymentId}/receipt` },
  // Invoices and credit notes (docs/billing.md): the customer's own; a verified admin any.
  "GET /api/payments/:id/invoice": { access: OWNED("2xx"), url: (r) => `/api/payments/${r.paymentId}/invoice` },
  "GET /api/refunds/:id/credit-note": { access: SIGNED_IN("404"), url: () => "/api/refunds/999999/credit-note" },
  "POST /api/test-payments/confirm": { access: PUBLIC, body: () => ({}) },
  "POST /api/stripe/webhook": { access: PUBLIC, body: () => ({}) },
  "POST /api/stripe/identity-webhook": { access: PUBLIC, body: () => ({}) },
  "POST /api/translator-application": { access: PUBLIC, body: () => ({}) },
  "POST /api/verify-translator-email": { access: PUBLIC, body: () => ({ token: "not-a-real-token" }) },
  "POST /api/verify-translator-email-code": { access: PUBLIC, body: () => ({ code: "000000" }) },
  "POST /api/resend-translator-verification": { access: PUBLIC, body: () => ({ email: "nobody@example.com" }) },
  // Only the applicant's browser (its httpOnly cookie) may start the identity check; nobody here holds it.
  "POST /api/translator/:id/verify-identity": {
    access: everyone("refused"),
    url: (r) => `/api/translator/${r.applicationId}/verify-identity`,
    body: () => ({}),
  },
  "POST /api/test-identity/complete": { access: PUBLIC, body: () => ({}) },
  "POST /api/set-password": { access: PUBLIC, body: () => ({}) },
  "GET /api/translator/jobs": { access: TRANSLATOR("2xx") },
  "GET /api/translator/jobs/:id": { access: TRANSLATOR("404"), url: () => "/api/translator/jobs/999999" },
  "GET /api/translator/jobs/:id/documents/:documentId/download": {
    access: TRANSLATOR("404"),
    url: (r) => `/api/translator/jobs/999999/documents/${r.paidDocumentId}/download`,
  },
  "POST /api/translator/jobs/:id/documents/:documentId/translations": {
    access: TRANSLATOR("refused"),
    url: (r) => `/api/translator/jobs/999999/documents/${r.paidDocumentId}/translations`,
    body: () => ({}),
  },
  "GET /api/translator/jobs/:id/documents/:documentId/xliff": {
    access: TRANSLATOR("404"),
    url: (r) => `/api/translator/jobs/999999/documents/${r.paidDocumentId}/xliff?version=2.0`,
  },
  "POST /api/translator/jobs/:id/documents/:documentId/xliff": {
    access: TRANSLATOR("refused"),
    url: (r) => `/api/translator/jobs/999999/documents/${r.paidDocumentId}/xliff`,
    body: () => ({}),
  },
  // The workbench (issue 39, docs/workbench.md): the job's own translator only; the admin's per-order figures.
  "GET /api/translator/jobs/:id/documents/:documentId/segments": {
    access: TRANSLATOR("404"),
    url: (r) => `/api/translator/jobs/999999/documents/${r.paidDocumentId}/segments`,
  },
  "POST /api/translator/jobs/:id/documents/:documentId/segments/prepare": {
    access: TRANSLATOR("404"),
    url: (r) => `/api/translator/jobs/999999/documents/${r.paidDocumentId}/segments/prepare`,
    body: () => ({}),
  },
  "PUT /api/translator/jobs/:id/segments/:segmentId": {
    access: TRANSLATOR("404"),
    url: () => "/api/translator/jobs/999999/segments/1",
    body: () => ({ target: "Father's Name", status: "draft", revision: 0 }),
  },
  "GET /api/translator/jobs/:id/segments/:segmentId/matches": {
    access: TRANSLATOR("404"),
    url: () => "/api/translator/jobs/999999/segments/1/matches",
  },
  "POST /api/translator/jobs/:id/documents/:documentId/render": {
    access: TRANSLATOR("404"),
    url: (r) => `/api/translator/jobs/999999/documents/${r.paidDocumentId}/render`,
    body: () => ({}),
  },
  "GET /api/translator/jobs/:id/documents/:documentId/pages/:page": {
    access: TRANSLATOR("404"),
    url: (r) => `/api/translator/jobs/999999/documents/${r.paidDocumentId}/pages/1`,
  },
  "POST /api/translator/jobs/:id/complete": {
    access: TRANSLATOR("404"),
    url: () => "/api/translator/jobs/999999/complete",
    body: () => ({}),
  },
  // The termbase (docs/workbench.md, "Termbase"): the job's own translator reads a document's term hits.
  "GET /api/translator/jobs/:id/documents/:documentId/terms": {
    access: TRANSLATOR("404"),
    url: (r) => `/api/translator/jobs/999999/documents/${r.paidDocumentId}/terms`,
  },
  // The translation memory (docs/workbench.md, "Translation memory"): admins browse, edit, import and export it.
  "GET /api/admin/memory": { access: ADMIN },
  "PUT /api/admin/memory/:id": {
    access: { ...ADMIN, admin: "ok" },
    url: () => "/api/admin/memory/999999",
    body: () => ({ source: "Baba Adı", target: "Father's Name" }),
  },
  "DELETE /api/admin/memory/:id": { access: { ...ADMIN, admin: "ok" }, url: () => "/api/admin/memory/999999" },
  "POST /api/admin/memory-files/import": { access: { ...ADMIN, admin: "ok" }, body: () => ({}) },
  "GET /api/admin/memory-files/export": { access: ADMIN },
  "GET /api/admin/termbase": { access: ADMIN },
  "POST /api/admin/termbase": {
    access: { ...ADMIN, admin: "ok" },
    body: () => ({ tr: "Matris Terimi", en: "Matrix Term", documentTypes: [], forbidden: [] }),
  },
  "PUT /api/admin/termbase/:id": {
    access: { ...ADMIN, admin: "ok" },
    url: () => "/api/admin/termbase/999999",
    body: () => ({ tr: "Matris Terimi", en: "Matrix Term", documentTypes: [], forbidden: [] }),
  },
  "DELETE /api/admin/termbase/:id": { access: { ...ADMIN, admin: "ok" }, url: () => "/api/admin/termbase/999999" },
  "POST /api/admin/termbase-files/import": {
    access: { ...ADMIN, admin: "ok" },
    body: () => ({ format: "csv", content: "tr,en,document_types,note,forbidden\nMatris,Matrix,,,\n" }),
  },
  "GET /api/admin/termbase-files/export": { access: ADMIN, url: () => "/api/admin/termbase-files/export?format=csv" },
  // The translation checks before delivery (docs/translation-checks.md): the translator's own job; the admin's view.
  "GET /api/translator/jobs/:id/checks": { access: TRANSLATOR("404"), url: () => "/api/translator/jobs/999999/checks" },
  "POST /api/translator/jobs/:id/documents/:documentId/checks": {
    access: TRANSLATOR("404"),
    url: (r) => `/api/translator/jobs/999999/documents/${r.paidDocumentId}/checks`,
    body: () => ({}),
  },
  "POST /api/translator/jobs/:id/documents/:documentId/checks/overrides": {
    access: TRANSLATOR("404"),
    url: (r) => `/api/translator/jobs/999999/documents/${r.paidDocumentId}/checks/overrides`,
    body: () => ({ findingId: "x", reason: "The original reads so too" }),
  },
  // Decision 009: the signed-in translator's own signature; public certificate verification; admin revocation.
  // The matrix translator has a translator role but no translator record: it is told so (404), never refused on access.
  "GET /api/translator/signature": { access: TRANSLATOR("ok") },
  "GET /api/translator/signature/image": { access: TRANSLATOR("ok") },
  "PUT /api/translator/signature/image": { access: TRANSLATOR("refused"), body: () => ({}) },
  "PUT /api/translator/signature/typed": { access: TRANSLATOR("ok"), body: () => ({ name: "Elif Kaya" }) },
  "GET /api/verify/:code": { access: everyone("404"), url: () => "/api/verify/ZZZZZZZZZZZZZZZZ" },
  "POST /api/admin/certificates/:id/revoke": {
    access: { ...ADMIN, admin: "404" },
    url: () => "/api/admin/certificates/999999/revoke",
    body: () => ({ reason: "Issued in error" }),
  },
  "POST /api/admin/login": { access: PUBLIC, body: () => ({}) },
  // The admin sign-in pages ask it before anyone signs in (docs/administration.md, "No e-mail").
  "GET /api/auth/admin-sign-in-status": { access: everyone("2xx") },
  "POST /api/admin/verify": { access: ADMIN_STEP, body: () => ({}) },
  "POST /api/admin/resend-verification": { access: ADMIN_STEP, body: () => ({}) },
  "POST /api/admin/register": {
    access: { ...ADMIN, admin: "2xx" },
    body: () => ({ ...newCustomerFields(), isAdmin: true }),
  },
  "POST /api/admin/change-password": {
    access: { ...ADMIN, admin: "ok" },
    body: () => ({ currentPassword: "wrong-password", newPassword: "whatever-1", confirmPassword: "whatever-1" }),
  },
  "GET /api/admin/stats": { access: ADMIN },
  "GET /api/admin/stats/series": { access: ADMIN, url: () => "/api/admin/stats/series?period=week" },
  "GET /api/admin/reports/orders.csv": {
    access: ADMIN,
    url: () => "/api/admin/reports/orders.csv?from=2026-01-01&to=2026-12-31",
  },
  "GET /api/admin/reports/payments.csv": {
    access: ADMIN,
    url: () => "/api/admin/reports/payments.csv?from=2026-01-01&to=2026-12-31",
  },
  "GET /api/admin/reports/refunds.csv": {
    access: ADMIN,
    url: () => "/api/admin/reports/refunds.csv?from=2026-01-01&to=2026-12-31",
  },
  "GET /api/admin/outbox": { access: ADMIN },
  "GET /api/admin/contact-messages": { access: ADMIN },
  "GET /api/admin/contact-messages/:id": {
    access: { ...ADMIN, admin: "ok" },
    url: () => "/api/admin/contact-messages/1",
  },
  "POST /api/admin/contact-messages/:id/replies": {
    access: { ...ADMIN, admin: "ok" },
    url: () => "/api/admin/contact-messages/1/replies",
    body: () => ({ body: "Thank you for writing." }),
  },
  "PATCH /api/admin/contact-messages/:id": {
    access: { ...ADMIN, admin: "ok" },
    url: () => "/api/admin/contact-messages/1",
    body: () => ({ status: "closed" }),
  },
  "GET /api/admin/ratings": { access: ADMIN },
  "PATCH /api/admin/ratings/:id": {
    access: { ...ADMIN, admin: "ok" },
    url: (r) => `/api/admin/ratings/${r.paidOrderId}`,
    body: () => ({ status: "rejected" }),
  },
  "POST /api/admin/outbox/:id/retry": { access: { ...ADMIN, admin: "ok" }, url: () => "/api/admin/outbox/1/retry" },
  "GET /api/admin/queue": { access: ADMIN },
  "GET /api/admin/queue/:job/failed": { access: ADMIN, url: () => "/api/admin/queue/mail.deliver/failed" },
  "POST /api/admin/queue/:job/:id/retry": {
    access: { ...ADMIN, admin: "ok" },
    url: () => "/api/admin/queue/mail.deliver/1/retry",
  },
  "POST /api/admin/queue/:job/:id/discard": {
    access: { ...ADMIN, admin: "ok" },
    url: () => "/api/admin/queue/mail.deliver/1/discard",
  },
  "GET /api/admin/settings": { access: ADMIN },
  "GET /api/admin/machine-translation": { access: ADMIN },
  // Off is always allowed (on needs DEEPL_API_KEY, which the matrix's server has not).
  "PUT /api/admin/machine-translation": { access: ADMIN, body: () => ({ enabled: false }) },
  "GET /api/admin/pricing": { access: ADMIN },
  // An empty change list is valid and changes nothing, so the matrix leaves the prices as seeded.
  "PUT /api/admin/pricing": { access: ADMIN, body: () => ({}) },
  // The paid order cannot be re-priced: the admin is refused on the merits (400), everyone else by role.
  "PUT /api/admin/orders/:orderId/price": {
    access: { ...ADMIN, admin: "ok" },
    url: (r) => `/api/admin/orders/${r.paidOrderId}/price`,
    body: () => ({ amountCents: 150000, reason: "40-page court file" }),
  },
  // An agent's word count (docs/ordering.md, "Word count review"): on the paid order it is recorded, the price paid stands.
  "PUT /api/admin/orders/:orderId/documents/:documentId/word-count": {
    access: ADMIN,
    url: (r) => `/api/admin/orders/${r.paidOrderId}/documents/${r.paidDocumentId}/word-count`,
    body: () => ({ wordCount: 1000 }),
  },
  "PUT /api/admin/settings/:id": {
    access: ADMIN,
    url: (r) => `/api/admin/settings/${r.settingId}`,
    body: (r) => ({ value: r.settingValue }),
  },
  "GET /api/admin/orders": { access: ADMIN },
  "GET /api/admin/orders/:orderId": { access: ADMIN, url: (r) => `/api/admin/orders/${r.paidOrderId}` },
  "PUT /api/admin/orders/:orderId/status": {
    access: ADMIN,
    url: (r) => `/api/admin/orders/${r.paidOrderId}/status`,
    body: () => ({ status: "processing" }),
  },
  "GET /api/admin/orders/:orderId/workbench": {
    access: ADMIN,
    url: (r) => `/api/admin/orders/${r.paidOrderId}/workbench`,
  },
  "GET /api/admin/orders/:orderId/delivery": {
    access: ADMIN,
    url: (r) => `/api/admin/orders/${r.paidOrderId}/delivery`,
  },
  // Fulfilment steps (docs/delivery.md "Fulfilment"): the paid certified order has no physical delivery nor notarization, so the admin
  // is refused on the merits (400) and the scan is not found (404), never on access.
  "POST /api/admin/orders/:orderId/fulfilment/shipped": {
    access: { ...ADMIN, admin: "ok" },
    url: (r) => `/api/admin/orders/${r.paidOrderId}/fulfilment/shipped`,
    body: () => ({ carrier: "UPS", trackingNumber: "1Z999" }),
  },
  "POST /api/admin/orders/:orderId/fulfilment/delivered": {
    access: { ...ADMIN, admin: "ok" },
    url: (r) => `/api/admin/orders/${r.paidOrderId}/fulfilment/delivered`,
    body: () => ({}),
  },
  "POST /api/admin/orders/:orderId/fulfilment/notarized": {
    access: { ...ADMIN, admin: "ok" },
    url: (r) => `/api/admin/orders/${r.paidOrderId}/fulfilment/notarized`,
    multipart: (r) => multipartBody({}, [{ name: "notarized.pdf", bytes: r.uploadPdf }]),
  },
  "GET /api/admin/orders/:orderId/notarized-scan": {
    access: { ...ADMIN, admin: "ok" },
    url: (r) => `/api/admin/orders/${r.paidOrderId}/notarized-scan`,
  },
  "GET /api/orders/:id/notarized-scan": {
    access: { ...OWNED(), customer: "ok" },
    url: (r) => `/api/orders/${r.paidOrderId}/notarized-scan`,
  },
  // Customer files (docs/decisions/029-customer-files.md). The order is still processing, so the owner's deletion is refused on the merits (400).
  "GET /api/orders/:id/files": { access: OWNED(), url: (r) => `/api/orders/${r.paidOrderId}/files` },
  "DELETE /api/orders/:id/files": {
    access: { ...OWNED(), customer: "ok" },
    url: (r) => `/api/orders/${r.paidOrderId}/files`,
  },
  "GET /api/orders/:id/file-access": { access: OWNED(), url: (r) => `/api/orders/${r.paidOrderId}/file-access` },
  "GET /api/admin/orders/:orderId/checks": { access: ADMIN, url: (r) => `/api/admin/orders/${r.paidOrderId}/checks` },
  "GET /api/admin/orders/:orderId/files": { access: ADMIN, url: (r) => `/api/admin/orders/${r.paidOrderId}/files` },
  "GET /api/admin/orders/:orderId/file-access": {
    access: ADMIN,
    url: (r) => `/api/admin/orders/${r.paidOrderId}/file-access`,
  },
  // The application is not approved, so the admin is refused on the merits (400), never on access.
  "POST /api/admin/orders/:orderId/assignment": {
    access: { ...ADMIN, admin: "ok" },
    url: (r) => `/api/admin/orders/${r.paidOrderId}/assignment`,
    body: (r) => ({ translatorId: r.applicationId }),
  },
  "POST /api/admin/orders/:orderId/refunds": {
    access: ADMIN,
    url: (r) => `/api/admin/orders/${r.paidOrderId}/refunds`,
    body: () => ({ amount: 1, reason: "Goodwill gesture" }),
  },
  "GET /api/admin/cancellation-requests": { access: ADMIN },
  "GET /api/admin/payments": { access: ADMIN },
  "GET /api/admin/refunds": { access: ADMIN },
  "POST /api/admin/cancellation-requests/:id/resolve": {
    access: ADMIN,
    url: (r) => `/api/admin/cancellation-requests/${r.cancellationRequestId}/resolve`,
    body: () => ({ decision: "declined", note: "Work has started" }),
  },
  "GET /api/admin/users": { access: ADMIN },
  "PATCH /api/admin/users/:id": {
    access: ADMIN,
    url: (r) => `/api/admin/users/${r.otherCustomerId}`,
    body: () => ({ firstName: "Deniz" }),
  },
  "PATCH /api/admin/users/:id/disable": {
    access: ADMIN,
    url: (r) => `/api/admin/users/${r.otherCustomerId}/disable`,
    body: () => ({ disabled: false }),
  },
  "GET /api/admin/translators": { access: ADMIN },
  "PUT /api/admin/translators/:id/status": {
    access: ADMIN,
    url: (r) => `/api/admin/translators/${r.rejectableApplicationId}/status`,
    body: () => ({ status: "Rejected" }),
  },
  "GET /api/admin/translators/:id/resume": {
    access: ADMIN,
    url: (r) => `/api/admin/translators/${r.applicationId}/resume`,
  },
  "GET /api/admin/translators/:id/samples": {
    access: ADMIN,
    url: (r) => `/api/admin/translators/${r.applicationId}/samples`,
  },
  "GET /api/admin/translators/:id/association": {
    access: ADMIN,
    url: (r) => `/api/admin/translators/${r.applicationId}/association`,
  },
  // The conversation on an order (docs/order-messages.md): its customer and the agency; a translator only while
  // assigned (tests/api/messages/thread.test.ts shows one losing access at once when reassigned).
  "GET /api/orders/:id/messages": { access: OWNED("2xx"), url: (r) => `/api/orders/${r.paidOrderId}/messages` },
  "POST /api/orders/:id/messages": {
    access: OWNED("2xx"),
    url: (r) => `/api/orders/${r.paidOrderId}/messages`,
    body: () => ({ text: "Is my order on time?" }),
  },
  "POST /api/orders/:id/messages/read": {
    access: OWNED("2xx"),
    url: (r) => `/api/orders/${r.paidOrderId}/messages/read`,
    body: () => ({ lastMessageId: 1 }),
  },
  "GET /api/orders/:id/messages/attachments/:attachmentId": {
    access: OWNED("2xx"),
    url: (r) => `/api/orders/${r.paidOrderId}/messages/attachments/${r.messageAttachmentId}`,
  },
  "GET /api/messages/unread": { access: SIGNED_IN() },
  "GET /api/orders/:id/name-spellings": {
    access: OWNED("2xx"),
    url: (r) => `/api/orders/${r.paidOrderId}/name-spellings`,
  },
  "PUT /api/orders/:id/name-spellings": {
    access: OWNED(),
    url: (r) => `/api/orders/${r.paidOrderId}/name-spellings`,
    body: () => ({ nameSpellings: [{ inDocument: "Şükrü Işık", inPassport: "SUKRU ISIK" }] }),
  },
  // Translator pay (docs/translators.md, "Pay"). The admin is refused on the merits where a write would change state
  // (an unapproved translator, a month with nothing, ids that do not exist); ownership between translators is tested in
  // tests/api/translator-pay. The matrix translator has no translator record, so their own lists answer "Translator not found".
  "GET /api/admin/translator-pay/defaults": { access: ADMIN },
  "PUT /api/admin/translator-pay/defaults": { access: { ...ADMIN, admin: "ok" }, body: () => ({ replyHours: 4 }) },
  "GET /api/admin/translators/:id/pay": { access: ADMIN, url: (r) => `/api/admin/translators/${r.applicationId}/pay` },
  "PUT /api/admin/translators/:id/pay": {
    access: { ...ADMIN, admin: "ok" },
    url: (r) => `/api/admin/translators/${r.applicationId}/pay`,
    body: () => ({ rates: null }),
  },
  "GET /api/admin/orders/:orderId/offers": { access: ADMIN, url: (r) => `/api/admin/orders/${r.paidOrderId}/offers` },
  "POST /api/admin/orders/:orderId/offers": {
    access: { ...ADMIN, admin: "ok" },
    url: (r) => `/api/admin/orders/${r.paidOrderId}/offers`,
    body: (r) => ({ translatorId: r.applicationId }),
  },
  "GET /api/admin/orders/:orderId/pay": { access: ADMIN, url: (r) => `/api/admin/orders/${r.paidOrderId}/pay` },
  "PUT /api/admin/jobs/:jobId/fee": {
    access: { ...ADMIN, admin: "404" },
    url: () => "/api/admin/jobs/999999/fee",
    body: () => ({ feeCents: 100, reason: "Check" }),
  },
  "GET /api/admin/payouts/open": { access: ADMIN },
  "GET /api/admin/payouts/statements": { access: ADMIN },
  "POST /api/admin/payouts/statements": { access: ADMIN, body: () => ({ month: "2020-01" }) },
  "GET /api/admin/payouts/statements/:id": {
    access: { ...ADMIN, admin: "404" },
    url: () => "/api/admin/payouts/statements/999999",
  },
  "GET /api/admin/payouts/statements/:id/pdf": {
    access: { ...ADMIN, admin: "404" },
    url: () => "/api/admin/payouts/statements/999999/pdf",
  },
  "GET /api/admin/payouts/statements/:id/csv": {
    access: { ...ADMIN, admin: "404" },
    url: () => "/api/admin/payouts/statements/999999/csv",
  },
  "POST /api/admin/payouts/statements/:id/pay": {
    access: { ...ADMIN, admin: "404" },
    url: () => "/api/admin/payouts/statements/999999/pay",
    body: () => ({ reference: "Wire 1" }),
  },
  "GET /api/translator/profile": { access: TRANSLATOR("404") },
  "GET /api/translator/offers": { access: TRANSLATOR("404") },
  "GET /api/translator/offers/:id": { access: TRANSLATOR("404"), url: () => "/api/translator/offers/999999" },
  "POST /api/translator/offers/:id/accept": {
    access: TRANSLATOR("404"),
    url: () => "/api/translator/offers/999999/accept",
    body: () => ({}),
  },
  "POST /api/translator/offers/:id/decline": {
    access: TRANSLATOR("404"),
    url: () => "/api/translator/offers/999999/decline",
    body: () => ({ reason: "Busy" }),
  },
  "GET /api/translator/earnings": { access: TRANSLATOR("404") },
  "GET /api/translator/jobs/:id/fee": { access: TRANSLATOR("404"), url: () => "/api/translator/jobs/999999/fee" },
  "GET /api/translator/statements": { access: TRANSLATOR("404") },
  "GET /api/translator/statements/:id/pdf": {
    access: TRANSLATOR("404"),
    url: () => "/api/translator/statements/999999/pdf",
  },
  "GET /api/translator/statements/:id/csv": {
    access: TRANSLATOR("404"),
    url: () => "/api/translator/statements/999999/csv",
  },
  // Last: it ends each role's session.
  "POST /api/logout": { access: everyone("2xx") },
};
