import type { Database } from "../client";
import { type SeededAdmin, seedAdmin } from "./seed-admin";
import { DEMO_CUSTOMER, seedDemoData } from "./seed-demo";
import { seedPricing } from "./seed-pricing";
import { seedSettings } from "./seed-settings";

export type SeedResult = { admin: SeededAdmin; demoCustomer: typeof DEMO_CUSTOMER | null };

/** Everything a fresh installation needs; safe to run on every start (only inserts what is missing). */
export async function seedDatabase(
  db: Database,
  options: { admin: { username: string; email: string; password?: string }; demoData: boolean },
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await seedPricing(tx);
    await seedSettings(tx);
    const admin = await seedAdmin(tx, options.admin);
    const demoCustomer = options.demoData ? await seedDemoData(tx) : null;
    return { admin, demoCustomer };
  });
}
