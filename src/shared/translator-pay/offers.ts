import { PAY_MESSAGES } from "./messages";

// Job offers and their reply deadlines (docs/translators.md, "Offers"). Pure rules; the server and the screens call them.

export const OFFER_STATUSES = ["Offered", "Accepted", "Declined", "Lapsed", "Withdrawn"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const DEFAULT_REPLY_HOURS = 4;

/** "4", "0.5", "1.25": hours, up to 3 decimals, from 0.001 (3.6 seconds, for tests) to a week. Null when not one. */
export function parseReplyHours(value: string): number | null {
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(value.trim())) return null;
  const hours = Number(value);
  return hours >= 0.001 && hours <= 168 ? hours : null;
}

/** When an offer sent at `sentAt` lapses, to the whole second. */
export function offerDeadline(sentAt: Date, replyHours: number): Date {
  return new Date(Math.ceil((sentAt.getTime() + replyHours * 3_600_000) / 1000) * 1000);
}

/**
 * How an offer stands now: an offer still "Offered" past its deadline is already lapsed for everyone (the
 * scheduled job records it and tells the admin; until it runs, nobody can accept it).
 */
export function offerState(offer: { status: OfferStatus; expiresAt: Date | string }, now: Date): OfferStatus {
  return offer.status === "Offered" && new Date(offer.expiresAt).getTime() <= now.getTime() ? "Lapsed" : offer.status;
}

/** Why the translator cannot answer this offer now, or null. */
export function offerReplyRefusal(offer: { status: OfferStatus; expiresAt: Date | string }, now: Date): string | null {
  const state = offerState(offer, now);
  if (state === "Offered") return null;
  return state === "Lapsed" ? PAY_MESSAGES.offerLapsed : PAY_MESSAGES.offerAnswered(state);
}
