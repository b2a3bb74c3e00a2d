import { and, asc, eq, isNull } from "drizzle-orm";
import { nameSpellingsEditRefusal, type ThreadParty } from "../../shared/order-thread";
import type { NameSpelling, NameSpellingsDto } from "../../shared/schemas/order-messages";
import type { Viewer } from "../auth/viewer";
import type { Database, Executor } from "../db/client";
import { orderNameSpellings } from "../db/schema/messages";
import { translatorJobs } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { badRequest, english } from "../http/app-error";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { accountName, getThreadAccessOrThrow } from "./thread-access";

// Names as in the passport (docs/order-messages.md): a short list per order, kept as versions (the newest is
// current, each one a step of the customer's timeline), editable by the customer until the translator starts.

type OrderState = { id: number; status: Parameters<typeof nameSpellingsEditRefusal>[0]["orderStatus"] };

async function activeJobStatus(db: Executor, orderId: number) {
  const [job] = await db
    .select({ status: translatorJobs.status })
    .from(translatorJobs)
    .where(and(eq(translatorJobs.orderId, orderId), isNull(translatorJobs.endedAt)))
    .limit(1);
  return job?.status ?? null;
}

async function loadVersions(db: Executor, orderId: number) {
  return db
    .select()
    .from(orderNameSpellings)
    .where(eq(orderNameSpellings.orderId, orderId))
    .orderBy(asc(orderNameSpellings.id));
}

const same = (a: readonly NameSpelling[], b: readonly NameSpelling[]) =>
  a.length === b.length &&
  a.every((name, index) => name.inDocument === b[index]!.inDocument && name.inPassport === b[index]!.inPassport);

async function toDto(db: Executor, order: OrderState, viewerParty: ThreadParty): Promise<NameSpellingsDto> {
  const [versions, jobStatus] = await Promise.all([loadVersions(db, order.id), activeJobStatus(db, order.id)]);
  const current = versions.at(-1);
  const editRefusal = nameSpellingsEditRefusal({ orderStatus: order.status, activeJobStatus: jobStatus });
  return {
    orderId: order.id,
    nameSpellings: current?.nameSpellings ?? [],
    updatedAt: current ? current.createdAt.toISOString() : null,
    editable: viewerParty === "customer" && editRefusal === null,
    editRefusal,
    history: versions.map((version) => ({
      at: version.createdAt.toISOString(),
      by: { party: version.changedByParty, name: version.changedByName },
      nameSpellings: version.nameSpellings,
    })),
  };
}

/** GET /api/orders/:id/name-spellings: for the thread's members (the customer, the agency, the assigned translator). */
export async function getNameSpellings({
  db,
  viewer,
  orderId,
}: {
  db: Executor;
  viewer: Viewer;
  orderId: number;
}): Promise<NameSpellingsDto> {
  const access = await getThreadAccessOrThrow({ db, viewer, orderId });
  return toDto(db, access.order, access.party);
}

/** The list given on the order form, in the order's creating transaction (nothing is stored for an empty one). */
export async function recordInitialNameSpellings(
  tx: Executor,
  options: { orderId: number; userId: number; nameSpellings: NameSpelling[] },
) {
  if (options.nameSpellings.length === 0) return;
  const [customer] = await tx.select().from(users).where(eq(users.id, options.userId)).limit(1);
  await tx.insert(orderNameSpellings).values({
    orderId: options.orderId,
    nameSpellings: options.nameSpellings,
    changedBy: options.userId,
    changedByParty: "customer",
    changedByName: customer ? accountName(customer) : "",
  });
}

/**
 * PUT /api/orders/:id/name-spellings: the customer replaces the list (an empty one removes it) while the order is
 * open and its translator has not started (the order row locked: two changes of one order serialise). An
 * unchanged list adds no version.
 */
export async function updateNameSpellings(options: {
  db: Database;
  viewer: Viewer;
  orderId: number;
  nameSpellings: NameSpelling[];
}): Promise<NameSpellingsDto> {
  const { db, viewer, orderId, nameSpellings } = options;
  return db.transaction(async (tx) => {
    const order = await getOrderOrThrow({ db: tx, orderId, userId: viewer.userId, forUpdate: true });
    const refusal = nameSpellingsEditRefusal({
      orderStatus: order.status,
      activeJobStatus: await activeJobStatus(tx, orderId),
    });
    if (refusal) throw badRequest(english(refusal));
    const current = (await loadVersions(tx, orderId)).at(-1)?.nameSpellings ?? [];
    if (!same(current, nameSpellings)) {
      await tx.insert(orderNameSpellings).values({
        orderId,
        nameSpellings,
        changedBy: viewer.userId,
        changedByParty: "customer",
        changedByName: accountName(viewer.user),
      });
    }
    return toDto(tx, order, "customer");
  });
}
