import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Multipart bodies for the routes of this plugin only (documents, translations, notarized scans, applications,
 * signatures). Registered app-wide, @fastify/multipart adds two hooks and a socket listener to every request,
 * a page view or a price list included (docs/performance.md).
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 30, fieldSize: 100_000 },
  });
}
