import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createTestQueue } from "../../support/test-queue";

// Habit 12 (docs/decisions/024-answers-checked-by-zod.md): every route that answers JSON declares that answer with a
// zod response schema (`schema: answers(201, orderWithItemsSchema)`), which the server checks before sending it.
// The routes come from Fastify itself (an onRoute hook), so a route added anywhere later is checked too.

/** The routes that answer something other than JSON, and what they send instead. Nothing else may lack a schema. */
const NOT_JSON: Record<string, string> = {
  "GET /metrics": "Prometheus text format",
  "POST /api/user/data-export/download": "the customer's data export, a ZIP file",
  "GET /api/documents/:id/download": "a customer's uploaded file",
  "GET /api/deliverables/translations/:id/download": "a translated file",
  "GET /api/deliverables/certificates/:id/download": "a certificate PDF",
  "GET /api/translator/jobs/:id/documents/:documentId/download": "a source file, to its translator",
  "GET /api/orders/:id/notarized-scan": "the notarized scan, to the customer",
  "GET /api/admin/orders/:orderId/notarized-scan": "the notarized scan, to an admin",
  "GET /api/orders/:id/messages/attachments/:attachmentId": "a message's attached file",
  "GET /api/admin/translators/:id/resume": "an applicant's file",
  "GET /api/admin/translators/:id/samples": "an applicant's file",
  "GET /api/admin/translators/:id/association": "an applicant's file",
  "GET /api/translator/signature/image": "the translator's signature image",
  "GET /api/payments/:id/invoice": "an invoice PDF",
  "GET /api/refunds/:id/credit-note": "a credit note PDF",
  "GET /api/admin/reports/orders.csv": "a CSV export",
  "GET /api/admin/reports/payments.csv": "a CSV export",
  "GET /api/admin/reports/refunds.csv": "a CSV export",
  "GET /api/admin/memory-files/export": "the translation memory as a TMX file",
  "GET /api/admin/payouts/statements/:id/pdf": "a pay statement PDF",
  "GET /api/admin/payouts/statements/:id/csv": "a pay statement CSV",
  "GET /api/translator/statements/:id/pdf": "a pay statement PDF",
  "GET /api/translator/statements/:id/csv": "a pay statement CSV",
  "GET /api/admin/termbase-files/export": "the termbase as a CSV or TBX file",
  "GET /api/orders/:id/deliverables/zip": "every delivered file of the order in one ZIP",
  "GET /api/orders/:id/deliverables/merged.pdf": "the order's certified PDFs merged into one",
  "GET /api/translator/jobs/:id/documents/:documentId/pages/:page": "a page image of a scanned source",
  "GET /api/translator/jobs/:id/documents/:documentId/xliff": "the document's segments as an XLIFF file",
};

/** "METHOD /url" → the statuses its response schema declares (none: no schema). HEAD, which Fastify adds to each GET, left out. */
const declared = new Map<string, string[]>();
let t: TestApp;
beforeAll(async () => {
  // With every optional route on: the jobs screen (a queue) and GET /metrics (a token). The built client's files
  // and prerendered pages (serveClient, tests/api/http/static-client.test.ts) are not JSON and are not built here.
  t = await createTestApp({
    queue: (database) => createTestQueue(database),
    config: { metrics: { token: "route-list-token", host: "127.0.0.1" } },
    onRoute: (route) => {
      const statuses = Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {});
      for (const method of [route.method].flat())
        if (method !== "HEAD") declared.set(`${method} ${route.url}`, statuses);
    },
  });
});
afterAll(async () => t?.close());

const declaresSuccess = (route: string) => declared.get(route)!.some((status) => /^2\d\d$/.test(status));

describe("answer schemas", () => {
  it("every route that answers JSON declares its answer", () => {
    const missing = [...declared.keys()].filter((route) => !(route in NOT_JSON) && !declaresSuccess(route));
    expect(
      missing,
      "JSON routes without a 2xx response schema: give each one (src/shared/schemas), or list it in NOT_JSON with what it sends",
    ).toEqual([]);
  });

  it("lists as not JSON only routes that exist and declare no answer", () => {
    const stale = Object.keys(NOT_JSON).filter((route) => !declared.has(route) || declaresSuccess(route));
    expect(stale, "NOT_JSON entries no longer registered, or that now have a schema").toEqual([]);
  });
});
