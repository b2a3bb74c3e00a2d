// Paying translators behind one interface (docs/decisions/003-adapters.md): Stripe Connect transfers when
// STRIPE_SECRET_KEY is set, otherwise the built-in test provider, chosen as payments are (create-payout-provider.ts).

export type PayoutProviderKind = "stripe" | "test";

export type TransferInput = {
  amountCents: number;
  currency: "usd";
  /** The translator's connected account (acct_…); the test provider also takes none. */
  destination: string | null;
  statementId: number;
  description: string;
  /** Same key, same transfer: a retry or a double click never pays twice. */
  idempotencyKey: string;
};

export type TransferResult = { id: string };

/** A transfer the provider holds for a statement, as the payouts reconciliation reads it. */
export type HeldTransfer = { id: string; amountCents: number };

/** The idempotency key of a statement's transfer: one per statement, whichever admin or retry asks. */
export const statementTransferKey = (statementId: number) => `payout-statement-${statementId}`;

export interface PayoutProvider {
  readonly kind: PayoutProviderKind;
  /** Sends the money; throws PayoutRefusedError with the provider's words when it says no. */
  transfer(input: TransferInput): Promise<TransferResult>;
  /** The transfers the provider holds for a statement (none, one, or, were anything wrong, more). */
  transfersOf(statementId: number): Promise<HeldTransfer[]>;
}

export class PayoutRefusedError extends Error {
  override name = "PayoutRefusedError";
}
