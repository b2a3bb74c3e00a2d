/** Query values that are secrets on their own: a link's token, a verification code, a file key, a signature. */
const SECRET_QUERY_NAMES = new Set(["token", "code", "key", "signature"]);
export const REDACTED = "[REDACTED]";

/**
 * A request URL fit for the log: the values of secret query parameters are replaced, so a log reader cannot follow
 * /reset-password?token=… or /verify-email?token=… (docs/security.md, "Logs"). Names match case-insensitively and
 * after percent-decoding (?%74oken= is ?token=); anything else is kept as sent.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return url;
  const hashAt = url.indexOf("#", queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const redacted = query
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      return SECRET_QUERY_NAMES.has(decodeName(rawName).toLowerCase()) && equals >= 0 ? `${rawName}=${REDACTED}` : pair;
    })
    .join("&");
  return `${url.slice(0, queryAt + 1)}${redacted}${hashAt < 0 ? "" : url.slice(hashAt)}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " ")).trim();
  } catch {
    return name;
  }
}

/** What Fastify's request serializer reads of a request (its own default, fastify/lib/logger-pino.js). */
type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
};

/**
 * The server logger's serializers: every `url` field and Fastify's `req` (its own serializer, with the URL redacted).
 * Pino applies them to each line's top-level keys, so a route logging `{ url: request.url }` is covered too.
 */
export const logSerializers = {
  url: (url: unknown) => (typeof url === "string" ? redactUrl(url) : url),
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: typeof request.url === "string" ? redactUrl(request.url) : request.url,
    version: request.headers?.["accept-version"] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
