import type { Database } from "../db/client";
import { type SeededAdmin, seedAdmin } from "./seed-admin";
import { seedPricing } from "./seed-pricing";
import { seedSettings } from "./seed-settings";
import { seedTermbase } from "./seed-termbase";

export type SeedResult = { admin: SeededAdmin; demoCustomer: { username: string; password: string } | null };

/**
 * Everything a fresh installation needs (the termbase's vocabulary included); safe to run on every start (only inserts what is missing). Demo data is
 * seeded later by seedDemoData (seed-demo.ts), once the storage, mailer and payment provider exist: it goes
 * through the real use cases.
 */
export async function seedDatabase(
  db: Database,
  options: { admin: { username: string; email: string; password?: string } },
): Promise<{ admin: SeededAdmin }> {
  return db.transaction(async (tx) => {
    await seedPricing(tx);
    await seedSettings(tx);
    await seedTermbase(tx);
    const admin = await seedAdmin(tx, options.admin);
    return { admin };
  });
}
