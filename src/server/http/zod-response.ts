import type { FastifyInstance, FastifySerializerCompiler } from "fastify";
import { z } from "zod";

/**
 * An answer that does not match its route's response schema: a bug on our side, never the caller's.
 * The error handler answers 500 "Something went wrong" and logs the issues (a ZodError would have become a 400).
 */
export class AnswerSchemaError extends Error {
  constructor(
    readonly route: string,
    readonly httpStatus: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`The answer of ${route} (${httpStatus}) does not match its schema`);
    this.name = "AnswerSchemaError";
  }
}

/** Checks an answer against a zod schema and returns what the schema keeps (fields not listed are dropped). */
export function checkAnswer<S extends z.ZodType>(
  schema: S,
  data: unknown,
  route: string,
  httpStatus = "200",
): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new AnswerSchemaError(route, httpStatus, result.error.issues);
  return result.data;
}

/**
 * Habit 12: a route's `schema.response` holds zod schemas (src/shared/schemas/<domain>.ts) and the server checks
 * every answer against its schema before sending it. Answers sent as ready-made strings (GET /api/pricing, the
 * cached order list) are not serialized by Fastify and so not checked here. Every JSON route has one
 * (tests/api/http/every-route-declares-answer.test.ts).
 */
export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url, httpStatus }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: response schemas must be zod schemas`);
  const route = `${method} ${url}`;
  return (data) => JSON.stringify(checkAnswer(schema, data, route, httpStatus));
};

/** A route's `schema` option: `{ schema: answers(200, publicUserSchema) }`; Fastify checks that answer with it. */
export const answers = (status: number, schema: z.ZodType) => ({ response: { [status]: schema } });

export function installZodResponses(app: FastifyInstance): void {
  app.setSerializerCompiler(zodSerializerCompiler);
}
