import { serverErrorReferenceText } from "@shared/server-error-reference";
import type { QueryFunction } from "@tanstack/react-query";

/** Any non-OK answer from the API. The message follows the spec: "{status}: {body text or status text}". */
export class ApiError extends Error {
  status: number;
  /** The `message` field of a JSON error body, when the server sent one. */
  serverMessage?: string;
  /** The parsed JSON body (or the raw text when it was not JSON). */
  body?: unknown;
  /** The error's code (src/shared/error-codes.ts) and values, which the Turkish screens translate. */
  code?: string;
  params?: Record<string, string | number>;

  constructor(status: number, message: string, serverMessage?: string, body?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/** The one reading of a failed answer (fetch or XHR): the JSON body and its `message`, if any. */
export function apiErrorFromAnswer(status: number, statusText: string, text: string): ApiError {
  let body: unknown = text || undefined;
  let serverMessage: string | undefined;
  let code: string | undefined;
  let params: Record<string, string | number> | undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
    const {
      message,
      requestId,
      code: answered,
      params: values,
    } = (body ?? {}) as { message?: unknown; requestId?: unknown; code?: unknown; params?: unknown };
    if (typeof message === "string" && message) serverMessage = message;
    if (typeof answered === "string") code = answered;
    if (values && typeof values === "object") params = values as Record<string, string | number>;
    // The server failed: the reference finds this request's log lines (docs/operations.md, "Request IDs").
    if (status === 500 && typeof requestId === "string") {
      serverMessage = serverErrorMessage(requestId);
      code = "SERVER_ERROR_REFERENCE";
      params = { reference: requestId };
    }
  } catch {
    // Not JSON: keep the raw text as the body.
  }
  const error = new ApiError(status, `${status}: ${text || statusText}`, serverMessage, body);
  if (code) error.code = code;
  if (params) error.params = params;
  return error;
}

/** What a person sees when the server failed (code SERVER_ERROR_REFERENCE in src/shared/error-codes.ts). */
export function serverErrorMessage(requestId: string): string {
  return serverErrorReferenceText(requestId);
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw apiErrorFromAnswer(res.status, res.statusText, await res.text().catch(() => ""));
}

/** Sends a request with the session cookie; JSON bodies get a JSON content type, FormData goes as-is. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && data instanceof FormData;
  const hasBody = data !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody && !isForm ? { "Content-Type": "application/json" } : undefined,
    body: !hasBody ? undefined : isForm ? (data as FormData) : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** The `message` the server sent with a refusal, if the error is an API answer that had one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** The server's own message when there is one, else the caller's wording. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}

/**
 * The server's refusal with its code and values, for a screen that translates (lib/translate-message.ts), or
 * the caller's wording when the error is not an API answer with a message.
 */
export function apiMessage(
  error: unknown,
  fallback: string,
): { message: string; code?: string; params?: Record<string, string | number> } {
  if (!(error instanceof ApiError) || !error.serverMessage) return { message: fallback };
  return { message: error.serverMessage, code: error.code, params: error.params };
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** The default query: a GET to queryKey[0]; a 401 is either an error or `null`. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
