import type { FastifyPluginAsync } from "fastify";
import {
  startIdentityResponseSchema,
  testIdentityCompleteResponseSchema,
  testIdentityCompleteSchema,
  type TestIdentityCompleteResponse,
} from "../../shared/schemas/translators";
import type { AppDeps } from "../app-deps";
import { badRequest, english } from "../http/app-error";
import { sendRouteNotFound } from "../http/error-handler";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { isTestIdentityProvider } from "../identity/test-identity-provider";
import { readApplicantToken } from "./applicant-cookie";
import { applyIdentityEvent } from "./apply-identity-event";
import { startIdentityVerification } from "./start-identity-verification";

export const INVALID_TRANSLATOR_ID = "Invalid translator ID";

export const identityRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, identity }) => {
  app.post<{ Params: { id: string } }>(
    "/api/translator/:id/verify-identity",
    { schema: answers(200, startIdentityResponseSchema) },
    async (request) => {
      const { id } = request.params;
      if (!/^\d{1,9}$/.test(id) || Number(id) === 0) throw badRequest(english(INVALID_TRANSLATOR_ID));
      return startIdentityVerification({
        db,
        identity,
        translatorId: Number(id),
        applicantToken: readApplicantToken(request),
      });
    },
  );

  // The built-in provider's stand-in for Stripe's widget; it exists only while Stripe is not configured.
  app.post(
    "/api/test-identity/complete",
    { schema: answers(200, testIdentityCompleteResponseSchema) },
    async (request, reply): Promise<TestIdentityCompleteResponse | void> => {
      if (!isTestIdentityProvider(identity)) return sendRouteNotFound(request, reply);
      const input = parseInput(testIdentityCompleteSchema, request.body);
      const event = await identity.complete(input);
      const status = await applyIdentityEvent({ db, mailer, event });
      if (!status) throw badRequest(english("This verification session no longer belongs to an application"));
      return { status };
    },
  );
};
