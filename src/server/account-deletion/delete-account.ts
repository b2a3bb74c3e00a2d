import { eq } from "drizzle-orm";
import type { DeleteAccountInput } from "../../shared/schemas/account-data";
import { verifyPassword } from "../auth/password";
import { invalidateUserSessions } from "../auth/sessions";
import type { Database } from "../db/client";
import { accountErasures } from "../db/schema/account-data";
import { orders } from "../db/schema/orders";
import { users } from "../db/schema/users";
import { AppError, badRequest, conflict, forbidden } from "../http/app-error";
import { addressesOf } from "../mail/erase-outbox";
import type { Mailer } from "../mail/mailer";
import { contactNamesOf } from "../marketing/erase-contact-records";
import type { FileStorage } from "../storage/file-storage";
import { accountDeletedEmail } from "./account-deleted-email";
import { ACCOUNT_ERASERS, type ErasureSubject } from "./account-erasers";
import { findOrdersInProgress } from "./find-orders-in-progress";
import { finishAccountErasure } from "./finish-account-erasure";

type Logger = { warn(obj: object, msg?: string): void };

/**
 * POST /api/user/delete (docs/security.md, "Deleting an account"): the customer's password again, then in ONE
 * transaction, under the account's and its orders' row locks: refuse while an order is in progress (409 with the
 * orders), run every eraser (account-erasers.ts), queue the goodbye e-mail to the old address and record the files
 * still to delete. After the commit: the cached sessions go, the e-mail is dispatched and the files are deleted; a
 * file that cannot be deleted now is left to the account-data.sweep job, which tries again until it is gone.
 */
export async function deleteAccount(options: {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  log: Logger;
  user: { id: number; role: string; password: string };
  input: DeleteAccountInput;
}): Promise<void> {
  const { db, mailer, user } = options;
  if (user.role !== "user") throw forbidden("ACCOUNT_CUSTOMERS_ONLY");
  if (!(await verifyPassword(options.input.password, user.password))) throw badRequest("CURRENT_PASSWORD_WRONG");

  const { erasureId, mailId } = await db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, user.id)).limit(1).for("update");
    if (!account || account.deletedAt) throw conflict("ACCOUNT_ALREADY_DELETED");
    const inProgress = await findOrdersInProgress(tx, account.id, { lock: true });
    if (inProgress.length > 0) throw new AppError(409, "ORDERS_IN_PROGRESS", { orders: inProgress });
    const [anyOrder] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, account.id)).limit(1);
    const accountName = [account.firstName, account.lastName].filter(Boolean).join(" ");
    const addresses = await addressesOf(tx, account.email);
    const names = [
      ...new Set([accountName, ...(await contactNamesOf(tx, { addresses, userId: account.id }))].filter(Boolean)),
    ];
    const subject: ErasureSubject = {
      userId: account.id,
      email: account.email,
      addresses,
      hasOrders: Boolean(anyOrder),
      names,
    };

    const fileKeys: string[] = [];
    for (const eraser of ACCOUNT_ERASERS) fileKeys.push(...(await eraser.erase(tx, subject)));
    // After the mail eraser emptied the outbox of this address: the goodbye is the one e-mail left for it.
    const goodbye = await mailer.queue(
      tx,
      accountDeletedEmail({
        email: account.email,
        language: account.language,
        userId: account.id,
        hasOrders: subject.hasOrders,
      }),
    );
    const [erasure] = await tx
      .insert(accountErasures)
      .values({ userId: account.id, fileKeys: [...new Set(fileKeys)], goodbyeMailId: goodbye })
      .returning({ id: accountErasures.id });
    return { erasureId: erasure!.id, mailId: goodbye };
  });

  // Every instance drops its cached sessions of the account (they were deleted with it).
  invalidateUserSessions(user.id);
  await mailer.dispatch([mailId]);
  const result = await finishAccountErasure({ db, storage: options.storage, erasureId });
  if (result.filesLeft > 0)
    options.log.warn({ erasureId, filesLeft: result.filesLeft }, "files of a deleted account left for the next sweep");
}
