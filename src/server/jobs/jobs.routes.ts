import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";
import { certificateRoutes } from "../certificates/certificates.routes";
import { adminJobRoutes } from "./admin-jobs.routes";
import { translatorJobRoutes } from "./translator-jobs.routes";

/** Translator jobs, translated files and certificates (docs/delivery.md). */
export const jobRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  for (const routes of [adminJobRoutes, translatorJobRoutes, certificateRoutes]) {
    await app.register(routes, deps);
  }
};
