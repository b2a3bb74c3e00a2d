import { STALE_PAYMENT_MESSAGE } from "@shared/schemas/payments";
import { ApiError, errorMessage } from "@/lib/api";

/**
 * True when the server refused to charge because the order's total changed since checkout opened (409):
 * nothing was charged, so this is not a failed payment; the page refreshes the amount instead.
 */
export function isStalePayment(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/** The server's words for it, or the shared message. */
export function stalePaymentMessage(error: ApiError): string {
  return errorMessage(error, STALE_PAYMENT_MESSAGE);
}
