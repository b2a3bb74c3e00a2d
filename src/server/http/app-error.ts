/** The one error type use cases throw; the app's error handler turns it into `{ message, code, ...details }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = "ERROR",
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new AppError(400, message, "BAD_REQUEST", details);
export const unauthorized = (message = "Not authenticated") => new AppError(401, message, "UNAUTHORIZED");
export const forbidden = (message = "You do not have permission to do this", details?: Record<string, unknown>) => new AppError(403, message, "FORBIDDEN", details);
/** Someone else's record answers exactly like a missing one. */
export const notFound = (what: string) => new AppError(404, `${what} not found`, "NOT_FOUND");
export const conflict = (message: string) => new AppError(409, message, "CONFLICT");
export const tooManyRequests = (message: string, details?: Record<string, unknown>) => new AppError(429, message, "RATE_LIMITED", details);
