import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { assignTranslatorSchema } from "../../shared/schemas/jobs";
import { pageQuerySchema } from "../../shared/schemas/pagination";
import {
  adminOffersSchema,
  changeFeeSchema,
  declineOfferSchema,
  earningsPageSchema,
  jobFeeSchema,
  orderPaySchema,
  payDefaultsSchema,
  setTranslatorPaySchema,
  translatorOfferListSchema,
  translatorOfferSchema,
  translatorPaySchema,
  translatorProfileSchema,
} from "../../shared/schemas/translator-pay";
import type { AppDeps } from "../app-deps";
import { requireAdmin, requireTranslator } from "../auth/guards";
import { viewerOf } from "../auth/viewer";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { acceptOffer, declineOffer } from "./answer-offer";
import { getJobFee } from "./get-job-fee";
import { getOfferBoard } from "./get-offer-board";
import { listEarnings } from "./list-earnings";
import { changeJobFee, getOrderPay } from "./order-pay";
import { readPayDefaults, updatePayDefaults } from "./pay-settings";
import { sendOffer } from "./send-offer";
import { getTranslatorOffer, listTranslatorOffers } from "./translator-offers";
import { getTranslatorPay, getTranslatorProfile, setTranslatorPay } from "./translator-rates";

type IdParams = { Params: { id: string } };
type OrderParams = { Params: { orderId: string } };
type JobParams = { Params: { jobId: string } };

/** Translator pay (docs/translators.md, "Pay"): rates, offers, fees, margin, and the translator's own offers and earnings. */
export const translatorPayRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, queue, config }) => {
  const publicUrl = config.publicUrl;

  // ---- Admin ----
  app.get(
    "/api/admin/translator-pay/defaults",
    { preHandler: requireAdmin, schema: answers(200, payDefaultsSchema) },
    async () => readPayDefaults(db),
  );
  app.put(
    "/api/admin/translator-pay/defaults",
    { preHandler: requireAdmin, schema: answers(200, payDefaultsSchema) },
    async (request) =>
      updatePayDefaults({ db, adminId: viewerOf(request).userId, input: parseInput(payDefaultsSchema, request.body) }),
  );

  app.get<IdParams>(
    "/api/admin/translators/:id/pay",
    { preHandler: requireAdmin, schema: answers(200, translatorPaySchema) },
    async (request) => getTranslatorPay(db, parseId(request.params.id, "translator")),
  );
  app.put<IdParams>(
    "/api/admin/translators/:id/pay",
    { preHandler: requireAdmin, schema: answers(200, translatorPaySchema) },
    async (request) =>
      setTranslatorPay({
        db,
        translatorId: parseId(request.params.id, "translator"),
        input: parseInput(setTranslatorPaySchema, request.body),
        adminId: viewerOf(request).userId,
      }),
  );

  app.get<OrderParams>(
    "/api/admin/orders/:orderId/offers",
    { preHandler: requireAdmin, schema: answers(200, adminOffersSchema) },
    async (request) => getOfferBoard({ db, orderId: parseId(request.params.orderId, "order") }),
  );
  app.post<OrderParams>(
    "/api/admin/orders/:orderId/offers",
    { preHandler: requireAdmin, schema: answers(201, adminOffersSchema) },
    async (request, reply) => {
      const orderId = parseId(request.params.orderId, "order");
      const { translatorId } = parseInput(assignTranslatorSchema, request.body);
      await sendOffer({ db, mailer, queue, publicUrl, orderId, translatorId, adminId: viewerOf(request).userId });
      return reply.status(201).send(await getOfferBoard({ db, orderId }));
    },
  );

  app.get<OrderParams>(
    "/api/admin/orders/:orderId/pay",
    { preHandler: requireAdmin, schema: answers(200, orderPaySchema) },
    async (request) => getOrderPay({ db, orderId: parseId(request.params.orderId, "order") }),
  );
  app.put<JobParams>(
    "/api/admin/jobs/:jobId/fee",
    { preHandler: requireAdmin, schema: answers(200, orderPaySchema) },
    async (request) =>
      changeJobFee({
        db,
        jobId: parseId(request.params.jobId, "job"),
        input: parseInput(changeFeeSchema, request.body),
        adminId: viewerOf(request).userId,
      }),
  );

  // ---- The translator's own ----
  app.get(
    "/api/translator/profile",
    { preHandler: requireTranslator, schema: answers(200, translatorProfileSchema) },
    async (request) => getTranslatorProfile(db, viewerOf(request).userId),
  );
  app.get(
    "/api/translator/offers",
    { preHandler: requireTranslator, schema: answers(200, translatorOfferListSchema) },
    async (request) => listTranslatorOffers({ db, userId: viewerOf(request).userId }),
  );
  app.get<IdParams>(
    "/api/translator/offers/:id",
    { preHandler: requireTranslator, schema: answers(200, translatorOfferSchema) },
    async (request) =>
      getTranslatorOffer({ db, userId: viewerOf(request).userId, offerId: parseId(request.params.id, "offer") }),
  );
  app.post<IdParams>(
    "/api/translator/offers/:id/accept",
    { preHandler: requireTranslator, schema: answers(200, z.object({ jobId: z.number().int() })) },
    async (request) =>
      acceptOffer({
        db,
        mailer,
        publicUrl,
        userId: viewerOf(request).userId,
        offerId: parseId(request.params.id, "offer"),
      }),
  );
  app.post<IdParams>(
    "/api/translator/offers/:id/decline",
    { preHandler: requireTranslator, schema: answers(200, translatorOfferSchema) },
    async (request) => {
      const offerId = parseId(request.params.id, "offer");
      const { reason } = parseInput(declineOfferSchema, request.body);
      await declineOffer({ db, mailer, publicUrl, userId: viewerOf(request).userId, offerId, reason });
      return getTranslatorOffer({ db, userId: viewerOf(request).userId, offerId });
    },
  );
  app.get(
    "/api/translator/earnings",
    { preHandler: requireTranslator, schema: answers(200, earningsPageSchema) },
    async (request) => {
      const { limit, cursor } = parseInput(pageQuerySchema, request.query);
      return listEarnings({ db, userId: viewerOf(request).userId, limit, cursor });
    },
  );
  app.get<IdParams>(
    "/api/translator/jobs/:id/fee",
    { preHandler: requireTranslator, schema: answers(200, jobFeeSchema.nullable()) },
    async (request) => getJobFee({ db, userId: viewerOf(request).userId, jobId: parseId(request.params.id, "job") }),
  );
};
