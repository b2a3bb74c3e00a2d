import { eq } from "drizzle-orm";
import { orderFollowPath } from "../order-link-signing/order-follow-path";
import type { FastifyBaseLogger } from "fastify";
import { type FulfilmentStep, fulfilmentRefusal, trackingUrl } from "../../shared/fulfilment";
import type { Database } from "../db/client";
import { orderFulfilmentEvents } from "../db/schema/fulfilment";
import { orders } from "../db/schema/orders";
import { users } from "../db/schema/users";
import { badRequest, notFound, english } from "../http/app-error";
import { recordOrderNote } from "../jobs/record-order-note";
import type { Mailer } from "../mail/mailer";
import type { FileStorage } from "../storage/file-storage";
import { newStorageKey } from "../storage/storage-key";
import { fulfilmentEmail } from "./fulfilment-emails";
import { loadFulfilmentEvents } from "./load-fulfilment";

export type StepInput =
  | { step: "shipped"; carrier: string; trackingNumber: string }
  | { step: "delivered" }
  | { step: "notarized"; file: { fileName: string; bytes: Buffer; contentType: string } };

const HISTORY_NOTES: Record<FulfilmentStep, (input: StepInput) => string> = {
  notarized: () => "Notarized copy uploaded",
  shipped: (input) =>
    input.step === "shipped" ? `Shipped with ${input.carrier}, tracking number ${input.trackingNumber}` : "Shipped",
  delivered: () => "Delivered to the shipping address",
};

/**
 * An admin records a fulfilment step (docs/delivery.md): checked by the shared rule under the order's
 * row lock, stored once per step, noted in the history; the customer's e-mail (with the tracking link when
 * shipped) is queued in the transaction and dispatched after the commit. The notarized scan is stored first and
 * removed again if the transaction fails.
 */
export async function recordFulfilmentStep(options: {
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  publicUrl: string;
  log?: FastifyBaseLogger;
  orderId: number;
  adminId: number;
  input: StepInput;
}) {
  const { db, orderId, input } = options;
  let storedKey: string | null = null;
  const mail: number[] = [];
  await db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
      if (!current) throw notFound("ORDER_NOT_FOUND");
      const recorded = (await loadFulfilmentEvents(tx, orderId)).map((row) => row.step);
      const refusal = fulfilmentRefusal({ step: input.step, order: current, recorded });
      if (refusal) throw badRequest(english(refusal));
      if (input.step === "notarized") {
        storedKey = newStorageKey("notarized");
        await options.storage.put(storedKey, input.file.bytes, input.file.contentType);
      }
      await tx.insert(orderFulfilmentEvents).values({
        orderId,
        step: input.step,
        carrier: input.step === "shipped" ? input.carrier : null,
        trackingNumber: input.step === "shipped" ? input.trackingNumber : null,
        fileKey: storedKey,
        fileName: input.step === "notarized" ? input.file.fileName : null,
        createdBy: options.adminId,
      });
      await recordOrderNote(tx, { orderId, changedBy: options.adminId, note: HISTORY_NOTES[input.step](input) });
      const [customer] = await tx.select().from(users).where(eq(users.id, current.userId)).limit(1);
      if (customer) {
        const link = input.step === "shipped" ? trackingUrl(input.carrier, input.trackingNumber) : null;
        mail.push(
          await options.mailer.queue(
            tx,
            fulfilmentEmail({
              to: customer.email,
              firstName: customer.firstName,
              orderId,
              input,
              trackingLink: link,
              publicUrl: options.publicUrl,
              language: customer.language,
              followPath: await orderFollowPath(tx, orderId),
            }),
          ),
        );
      }
    })
    .catch(async (error: unknown) => {
      if (storedKey) await options.storage.delete(storedKey).catch(() => undefined);
      throw error;
    });

  await options.mailer.dispatch(mail);
}
