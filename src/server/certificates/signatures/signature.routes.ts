import type { FastifyPluginAsync } from "fastify";
import { translatorSignatureSchema, typedSignatureSchema } from "../../../shared/schemas/certificates";
import type { AppDeps } from "../../app-deps";
import { requireTranslator } from "../../auth/guards";
import { parseInput } from "../../http/parse";
import { answers } from "../../http/zod-response";
import { getSignature, getSignatureImage } from "./get-signature";
import { readSignatureUpload } from "./read-signature-upload";
import { saveSignature } from "./save-signature";
import { acceptUploads } from "../../http/accept-uploads";
import { viewerOf } from "../../auth/viewer";

/** The signed-in translator's signature for certificates (docs/decisions/009-verifiable-certificates.md): their own only, never anyone else's. */
export const signatureRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, storage }) => {
  await acceptUploads(app);
  app.get(
    "/api/translator/signature",
    { preHandler: requireTranslator, schema: answers(200, translatorSignatureSchema) },
    async (request) => getSignature({ db, userId: viewerOf(request).userId }),
  );

  app.get("/api/translator/signature/image", { preHandler: requireTranslator }, async (request, reply) => {
    const image = await getSignatureImage({ db, storage, userId: viewerOf(request).userId });
    return reply
      .header("content-type", image.contentType)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .send(image.bytes);
  });

  app.put(
    "/api/translator/signature/image",
    { preHandler: requireTranslator, schema: answers(200, translatorSignatureSchema) },
    async (request) => {
      const upload = await readSignatureUpload(request);
      return saveSignature({ db, storage, log: request.log, userId: viewerOf(request).userId, signature: upload });
    },
  );

  app.put(
    "/api/translator/signature/typed",
    { preHandler: requireTranslator, schema: answers(200, translatorSignatureSchema) },
    async (request) => {
      const { name } = parseInput(typedSignatureSchema, request.body);
      return saveSignature({
        db,
        storage,
        log: request.log,
        userId: viewerOf(request).userId,
        signature: { kind: "typed", name },
      });
    },
  );
};
