import type { FastifyPluginAsync } from "fastify";
import { setPasswordSchema } from "../../shared/schemas/translators";
import type { AppDeps } from "../app-deps";
import { parseInput } from "../http/parse";
import { setPassword } from "./set-password";

export const setPasswordRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.post("/api/set-password", async (request) => setPassword({ db, input: parseInput(setPasswordSchema, request.body) }));
};
