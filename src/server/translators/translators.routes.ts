import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";

/** Translator applications, e-mail and identity verification, and their admin review (issue 6). */
export const translatorRoutes: FastifyPluginAsync<AppDeps> = async () => {};
