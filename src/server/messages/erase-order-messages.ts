import type { Executor } from "../db/client";
import { eraseMessagesOfCustomer } from "./export-and-erase";

/** Account deletion's eraser for order conversations (src/server/account-deletion/account-erasers.ts). */
export async function eraseOrderMessages(tx: Executor, subject: { userId: number }): Promise<string[]> {
  const erased = await eraseMessagesOfCustomer({ db: tx, userId: subject.userId });
  return erased.storageKeys;
}
