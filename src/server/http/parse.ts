import type { z } from "zod";
import { badRequest, english } from "./app-error";

/** Validates input with a shared schema; the first issue's message becomes the 400 answer. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(english(issue?.message ?? "Invalid input"), { field: issue?.path.join(".") || undefined });
}

/** Route ids are positive integers; anything else is a record that cannot exist. */
export function parseId(value: unknown, what: string): number {
  const id = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw badRequest(english(`Invalid ${what} id`));
  return id;
}
