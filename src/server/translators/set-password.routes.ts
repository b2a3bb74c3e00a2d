import type { FastifyPluginAsync } from "fastify";
import { setPasswordResponseSchema, setPasswordSchema } from "../../shared/schemas/translators";
import type { AppDeps } from "../app-deps";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { setPassword } from "./set-password";

export const setPasswordRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.post("/api/set-password", { schema: answers(200, setPasswordResponseSchema) }, async (request) =>
    setPassword({ db, input: parseInput(setPasswordSchema, request.body) }),
  );
};
