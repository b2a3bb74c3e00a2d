import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";

/** Document upload and download (issue 4). */
export const documentRoutes: FastifyPluginAsync<AppDeps> = async () => {};
