import { and, eq, isNull, lt, not, or, sql, type SQL } from "drizzle-orm";
import { unverifiedSignUpCutoff } from "../../shared/unverified-sign-ups";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { translators } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { invalidateUserSessions } from "./sessions";

/**
 * Customer accounts whose address was never proven (docs/security.md, "Sign-up squatting"): unverified and neither
 * created nor changed (an e-mail change sets updated_at) in the last 7 days. Ordering needs a verified address.
 */
function expiredUnverifiedCustomer(cutoff: Date): SQL {
  return and(
    eq(users.role, "user"),
    isNull(users.emailVerifiedAt),
    lt(users.createdAt, cutoff),
    lt(users.updatedAt, cutoff),
  )!;
}

/** Accounts from before ordering needed a verified address may have orders: they keep their row and username. */
const hasOrders = sql`exists (select 1 from ${orders} where ${orders.userId} = ${users.id})`;

/** Applications whose e-mail was never verified, 7 days after submission. */
function expiredUnverifiedApplication(cutoff: Date): SQL {
  return and(
    eq(translators.emailVerified, false),
    eq(translators.status, "Pending"),
    isNull(translators.userId),
    lt(translators.createdAt, cutoff),
  )!;
}

/**
 * Inside a sign-up's transaction: expired unverified customers holding this e-mail or username stop holding it,
 * so the real owner can sign up before the hourly purge has run. Without orders they are deleted; with orders
 * the e-mail is released (they still sign in with their username). A sign-up without a username claims the e-mail
 * only (its derived username is one nobody holds).
 */
export async function freeExpiredCustomerHolders(
  tx: Executor,
  claim: { email: string; username?: string; now?: Date },
): Promise<void> {
  const cutoff = unverifiedSignUpCutoff(claim.now ?? new Date());
  const holds = or(
    eq(sql`lower(${users.email})`, claim.email.toLowerCase()),
    claim.username === undefined ? undefined : eq(sql`lower(${users.username})`, claim.username.toLowerCase()),
  );
  const deleted = await tx
    .delete(users)
    .where(and(holds, expiredUnverifiedCustomer(cutoff), not(hasOrders)))
    .returning({ id: users.id });
  const released = await tx
    .update(users)
    .set({ email: sql`'unverified-' || ${users.id} || '@released.invalid'` })
    .where(and(eq(sql`lower(${users.email})`, claim.email.toLowerCase()), expiredUnverifiedCustomer(cutoff)))
    .returning({ id: users.id });
  for (const { id } of [...deleted, ...released]) invalidateUserSessions(id);
}

/** Inside an application's transaction: an expired unverified application with this e-mail is deleted. */
export async function freeExpiredApplicationHolder(tx: Executor, claim: { email: string; now?: Date }): Promise<void> {
  const cutoff = unverifiedSignUpCutoff(claim.now ?? new Date());
  await tx
    .delete(translators)
    .where(and(eq(sql`lower(${translators.email})`, claim.email.toLowerCase()), expiredUnverifiedApplication(cutoff)));
}

/**
 * The scheduled purge (job `sign-ups.purge-unverified`): deletes expired unverified customers without orders and
 * expired unverified translator applications. Their uploaded files are left to the storage sweep (no row refers to them).
 */
export async function purgeExpiredSignUps(
  db: Executor,
  now: Date = new Date(),
): Promise<{ customers: number; applications: number }> {
  const cutoff = unverifiedSignUpCutoff(now);
  const customers = await db
    .delete(users)
    .where(and(expiredUnverifiedCustomer(cutoff), not(hasOrders)))
    .returning({ id: users.id });
  for (const { id } of customers) invalidateUserSessions(id);
  const applications = await db
    .delete(translators)
    .where(expiredUnverifiedApplication(cutoff))
    .returning({ id: translators.translatorId });
  return { customers: customers.length, applications: applications.length };
}
