import Stripe from "stripe";
import { type PayoutProvider, PayoutRefusedError } from "./payout-provider";

/** Stripe Connect: a transfer from the platform's balance to the translator's connected account. */
export function createStripePayoutProvider(options: { secretKey: string; client?: Stripe }): PayoutProvider {
  const stripe = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  return {
    kind: "stripe",
    async transfer({ amountCents, currency, destination, statementId, description, idempotencyKey }) {
      if (!destination) throw new PayoutRefusedError("No connected account to transfer to");
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: amountCents,
            currency,
            destination,
            description,
            transfer_group: `statement-${statementId}`,
            metadata: { statementId: String(statementId) },
          },
          { idempotencyKey },
        );
        return { id: transfer.id };
      } catch (error) {
        // Stripe's answer (no funds, account not enabled for transfers, …) is the admin's to read; network trouble is ours.
        if (
          error instanceof Stripe.errors.StripeError &&
          error.type !== "StripeConnectionError" &&
          error.type !== "StripeAPIError"
        ) {
          throw new PayoutRefusedError(error.message);
        }
        throw error;
      }
    },
    async transfersOf(statementId) {
      // transfer() puts every statement's transfer in the group "statement-<id>"; reversed ones no longer paid anything.
      const page = await stripe.transfers.list({ transfer_group: `statement-${statementId}`, limit: 10 });
      return page.data
        .filter((transfer) => !transfer.reversed)
        .map((transfer) => ({ id: transfer.id, amountCents: transfer.amount }));
    },
  };
}
