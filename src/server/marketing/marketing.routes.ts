import type { FastifyPluginAsync } from "fastify";
import {
  contactMessageSchema,
  launchNotificationSchema,
  siteInfoResponseSchema,
  type SiteInfoResponse,
} from "../../shared/schemas/marketing";
import { messageAnswerSchema } from "../../shared/schemas/message";
import type { AppDeps } from "../app-deps";
import { requestLanguage } from "../http/html-language";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { getSiteInfo } from "./get-site-info";
import { ratingsSummary } from "./ratings-summary";
import { submitContactMessage } from "./submit-contact-message";
import { subscribeToLaunch } from "./subscribe-to-launch";

/** Public contact form, company details and launch notifications (docs/public-site.md). */
export const marketingRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, config }) => {
  app.get("/api/site-info", { schema: answers(200, siteInfoResponseSchema) }, async (): Promise<SiteInfoResponse> => ({
    ...(await getSiteInfo(db)),
    paymentsMode: config.paymentsMode,
    ratings: await ratingsSummary(db),
    ...(config.restoreDrill ? { restoreDrill: true } : {}),
  }));

  app.post("/api/contact", { schema: answers(201, messageAnswerSchema) }, async (request, reply) => {
    const input = parseInput(contactMessageSchema, request.body);
    // The page says its language; a caller that does not is answered in the visitor's chosen or browser language.
    const language = input.language ?? requestLanguage(request.cookies, request.headers["accept-language"]);
    // A signed-in customer's message is linked to their account (and order); anyone else writes as a visitor.
    const customer = request.session?.user.role === "user" ? request.session.user : null;
    const { message } = await submitContactMessage({
      db,
      mailer,
      input,
      language,
      publicUrl: config.publicUrl,
      customer,
    });
    return reply.status(201).send({ message });
  });

  // 201 for a new address, 200 for one already on the list: the same acknowledgement.
  app.post(
    "/api/launch-notifications",
    { schema: { response: { 200: messageAnswerSchema, 201: messageAnswerSchema } } },
    async (request, reply) => {
      const input = parseInput(launchNotificationSchema, request.body);
      const { created, message } = await subscribeToLaunch({ db, mailer, input });
      return reply.status(created ? 201 : 200).send({ message });
    },
  );
};
