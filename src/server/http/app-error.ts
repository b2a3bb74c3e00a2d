import {
  codeOfText,
  ERROR_TEXTS,
  fillPlaceholders,
  isErrorCode,
  type CodedError,
  type ErrorCode,
} from "../../shared/error-codes";

/** Codes of refusals nobody translates (admin-only English screens, internal failures): not in the list. */
export type GenericCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "PROVIDER_REFUSED"
  | "FILE_TOO_LARGE"
  | "FILE_DELETED"
  | "ERROR";

/** An English-only refusal: `badRequest(english("…"))`. Kept for admin screens; grep `english(` to find them. */
export type EnglishOnly = { english: string; code?: GenericCode };
export const english = (text: string, code?: GenericCode): EnglishOnly => ({ english: text, code });

/** What a helper accepts: a code (`"ORDER_NOT_PENDING"`), a code with values (`coded("FILE_TOO_LARGE", { mb: 10 })`), or English-only. */
export type Refusal = ErrorCode | CodedError | EnglishOnly;

/**
 * The one error type use cases throw; the app's error handler turns it into `{ message, code, params?, ...details }`.
 * `code` is from src/shared/error-codes.ts (the client translates by it) or a generic one for English-only refusals.
 */
export class AppError extends Error {
  readonly code: ErrorCode | GenericCode | (string & {});
  readonly params?: Record<string, string | number>;

  constructor(
    readonly statusCode: number,
    refusal: Refusal,
    readonly details: Record<string, unknown> = {},
    genericCode: GenericCode = "ERROR",
  ) {
    const error: CodedError | EnglishOnly = typeof refusal === "string" ? { code: refusal } : refusal;
    super("english" in error ? error.english : fillPlaceholders(ERROR_TEXTS[error.code], error.params));
    this.name = "AppError";
    // An English text that is one of the list's fixed texts (a constant derived from it) answers with its code.
    this.code = "english" in error ? (error.code ?? codeOfText(error.english) ?? genericCode) : error.code;
    if (!("english" in error) && error.params) this.params = error.params;
  }

  /** Whether the code is one the client can translate. */
  get translatable(): boolean {
    return isErrorCode(this.code);
  }
}

export const appError = (status: number, refusal: Refusal, details?: Record<string, unknown>) =>
  new AppError(status, refusal, details);
export const badRequest = (refusal: Refusal, details?: Record<string, unknown>) =>
  new AppError(400, refusal, details, "BAD_REQUEST");
export const unauthorized = (refusal: Refusal = "UNAUTHORIZED") => new AppError(401, refusal, {}, "UNAUTHORIZED");
export const forbidden = (refusal: Refusal = "FORBIDDEN", details?: Record<string, unknown>) =>
  new AppError(403, refusal, details, "FORBIDDEN");
/** Someone else's record answers exactly like a missing one. */
export const notFound = (refusal: Refusal) => new AppError(404, refusal, {}, "NOT_FOUND");
export const conflict = (refusal: Refusal, details?: Record<string, unknown>) =>
  new AppError(409, refusal, details, "CONFLICT");
export const tooManyRequests = (refusal: Refusal, details?: Record<string, unknown>) =>
  new AppError(429, refusal, details, "RATE_LIMITED");
