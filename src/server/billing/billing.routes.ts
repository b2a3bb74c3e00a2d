import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { LANGUAGES } from "../../shared/i18n/languages";
import type { AppDeps } from "../app-deps";
import { requireUser } from "../auth/guards";
import { viewerOf } from "../auth/viewer";
import { parseId } from "../http/parse";
import { sendAttachment } from "../http/send-attachment";
import { type BillingDocumentContent, loadCreditNote, loadInvoice } from "./load-billing-document";
import { renderBillingPdf } from "./render-billing-pdf";

type Params = { Params: { id: string }; Querystring: { language?: string } };

/** ?language=tr: the page's language; anything else (or none) is the customer's account language. */
const languageQuery = z.enum(LANGUAGES).optional().catch(undefined);

const fileName = (content: BillingDocumentContent) => `${content.number}.pdf`;

/**
 * Invoices and credit notes as PDF (docs/billing.md): the order's customer, or a verified admin for any order;
 * anyone else, or a payment or refund with no document, gets 404 errorText("FILE_NOT_FOUND").
 */
export const billingRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get<Params>("/api/payments/:id/invoice", { preHandler: requireUser }, async (request, reply) => {
    const content = await loadInvoice({
      db,
      viewer: viewerOf(request),
      language: languageQuery.parse(request.query.language),
      paymentId: parseId(request.params.id, "payment"),
    });
    return sendAttachment(reply, {
      bytes: await renderBillingPdf(content),
      contentType: "application/pdf",
      fileName: fileName(content),
    });
  });

  app.get<Params>("/api/refunds/:id/credit-note", { preHandler: requireUser }, async (request, reply) => {
    const content = await loadCreditNote({
      db,
      viewer: viewerOf(request),
      language: languageQuery.parse(request.query.language),
      refundId: parseId(request.params.id, "refund"),
    });
    return sendAttachment(reply, {
      bytes: await renderBillingPdf(content),
      contentType: "application/pdf",
      fileName: fileName(content),
    });
  });
};
