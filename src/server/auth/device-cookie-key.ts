import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { serverSecrets } from "../db/schema/security";

const KEY_NAME = "device_cookie_key";

/** Loaded once per database (tests open many); a failed load is forgotten so the next sign-in tries again. */
const keys = new WeakMap<Executor, Promise<Buffer>>();

/**
 * The key that signs device cookies: made by the first instance that needs it and kept in server_secrets, so
 * every instance, and every restart, accepts the cookies the others issued.
 */
export function deviceCookieKey(db: Executor): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreateKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

async function loadOrCreateKey(db: Executor): Promise<Buffer> {
  // Two instances starting at once: the first insert wins and both read the winner.
  await db
    .insert(serverSecrets)
    .values({ name: KEY_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, KEY_NAME));
  return Buffer.from(row!.value, "base64url");
}
