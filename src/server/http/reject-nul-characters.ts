import type { FastifyInstance } from "fastify";
import { badRequest, english } from "./app-error";

export const NUL_CHARACTER_MESSAGE = "Text must not contain NUL characters";

/** Whether any string inside a parsed JSON value, a query or route params holds U+0000 (bounded depth). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object" || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  // Keys and values, without building arrays: this runs on every request's query and params.
  for (const key in value) {
    if (key.includes("\u0000") || containsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold NUL, so a query with one fails inside the database (a 500). Every parsed body,
 * query string and route parameter is checked once here instead, and answered 400.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    done(
      containsNul(request.query) || containsNul(request.params) || containsNul(request.body)
        ? badRequest(english(NUL_CHARACTER_MESSAGE))
        : undefined,
    );
  });
}
