import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { serverSecrets } from "../db/schema/security";

const KEY_NAME = "order_link_key";

/**
 * The key that signs order links, kept in server_secrets so every instance and restart accepts the others' links.
 * Made when the first link is (an e-mail being written), never when one is followed: a GET writes nothing.
 */
export async function orderLinkKeyForSigning(db: Executor): Promise<Buffer> {
  // Two instances at once: the first insert wins and both read the winner.
  await db
    .insert(serverSecrets)
    .values({ name: KEY_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  return (await readOrderLinkKey(db))!;
}

/** The key, or null while no link was ever made (then no link can be genuine). Reads only. */
export async function readOrderLinkKey(db: Executor): Promise<Buffer | null> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, KEY_NAME));
  return row ? Buffer.from(row.value, "base64url") : null;
}
