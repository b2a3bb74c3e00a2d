import { randomBytes } from "node:crypto";
import { memoryRecordStore, type RecordStore } from "../shared-state/test-provider-records";
import {
  type PayoutProvider,
  PayoutRefusedError,
  statementTransferKey,
  type TransferInput,
  type TransferResult,
} from "./payout-provider";

/** Transfers whose cents end in 13 ($5.13, $100.13) are refused, to show what a provider refusal looks like. */
export const TEST_TRANSFER_FAILURE_CENTS = 13;

type StoredTransfer = TransferResult & Omit<TransferInput, "idempotencyKey"> & { createdAt: string };

/**
 * Stripe Connect's transfers without Stripe: `tr_test_…` ids kept in the database (`records`), one per idempotency
 * key, so a retried "mark paid" answers the same transfer. Nothing leaves the machine.
 */
export function createTestPayoutProvider(records: RecordStore = memoryRecordStore()): PayoutProvider {
  return {
    kind: "test",
    async transfer(input) {
      if (input.amountCents % 100 === TEST_TRANSFER_FAILURE_CENTS) {
        throw new PayoutRefusedError(
          `The test provider refuses transfers whose cents end in ${TEST_TRANSFER_FAILURE_CENTS}`,
        );
      }
      const { idempotencyKey, ...rest } = input;
      const created: StoredTransfer = {
        id: `tr_test_${randomBytes(12).toString("hex")}`,
        ...rest,
        createdAt: new Date().toISOString(),
      };
      const stored = await records.putIfAbsent<StoredTransfer>("payout_transfer", idempotencyKey, created);
      return { id: stored.id };
    },
    async transfersOf(statementId) {
      const stored = await records.get<StoredTransfer>("payout_transfer", statementTransferKey(statementId));
      return stored ? [{ id: stored.id, amountCents: stored.amountCents }] : [];
    },
  };
}
