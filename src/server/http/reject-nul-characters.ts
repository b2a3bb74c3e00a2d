import type { FastifyInstance } from "fastify";
import { badRequest } from "./app-error";

export const NUL_CHARACTER_MESSAGE = "Text must not contain NUL characters";

/** Whether any string inside a parsed JSON value, a query or route params holds U+0000 (bounded depth). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object" || Buffer.isBuffer(value)) return false;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  return entries.some((item) => containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold NUL, so a query with one fails inside the database (a 500). Every parsed body,
 * query string and route parameter is checked once here instead, and answered 400.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    done(containsNul(request.query) || containsNul(request.params) || containsNul(request.body) ? badRequest(NUL_CHARACTER_MESSAGE) : undefined);
  });
}
