import { errorText } from "../../shared/error-codes";
/**
 * PostgreSQL's and the socket's ways of saying "the server is not there right now": connection refused or
 * reset, the server shutting down or starting up (SQLSTATE 57P01–57P03), connection failures (class 08), and
 * pg's own "terminated" and connect-timeout errors. Drizzle wraps the driver's error, so the causes are followed.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}

/** The wait a refused request is told to keep before trying again: a restart takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = errorText("SERVICE_UNAVAILABLE");
