import type { FastifyPluginAsync } from "fastify";
import { typedSignatureSchema } from "../../../shared/schemas/certificates";
import type { AppDeps } from "../../app-deps";
import { requireTranslator } from "../../auth/guards";
import { parseInput } from "../../http/parse";
import { getSignature, getSignatureImage } from "./get-signature";
import { readSignatureUpload } from "./read-signature-upload";
import { saveSignature } from "./save-signature";
import { acceptUploads } from "../../http/accept-uploads";

/** The signed-in translator's signature for certificates (issue 17): their own only, never anyone else's. */
export const signatureRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, storage }) => {
  await acceptUploads(app);
  const userId = (request: { session: { user: { id: number } } | null }) => request.session!.user.id;

  app.get("/api/translator/signature", { preHandler: requireTranslator }, async (request) => getSignature({ db, userId: userId(request) }));

  app.get("/api/translator/signature/image", { preHandler: requireTranslator }, async (request, reply) => {
    const image = await getSignatureImage({ db, storage, userId: userId(request) });
    return reply.header("content-type", image.contentType).header("x-content-type-options", "nosniff").header("cache-control", "private, no-store").send(image.bytes);
  });

  app.put("/api/translator/signature/image", { preHandler: requireTranslator }, async (request) => {
    const upload = await readSignatureUpload(request);
    return saveSignature({ db, storage, log: request.log, userId: userId(request), signature: upload });
  });

  app.put("/api/translator/signature/typed", { preHandler: requireTranslator }, async (request) => {
    const { name } = parseInput(typedSignatureSchema, request.body);
    return saveSignature({ db, storage, log: request.log, userId: userId(request), signature: { kind: "typed", name } });
  });
};
