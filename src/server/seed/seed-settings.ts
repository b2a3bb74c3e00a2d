import type { Executor } from "../db/client";
import { settings } from "../db/schema/settings";
import { SETTING_DEFAULTS } from "../settings/setting-definitions";

/** Inserts missing settings; never overwrites what an admin has changed. */
export async function seedSettings(db: Executor): Promise<void> {
  const rows = Object.entries(SETTING_DEFAULTS).map(([key, setting]) => ({
    key,
    value: setting.value,
    description: setting.description,
    category: setting.category,
    isSecret: "isSecret" in setting ? setting.isSecret : false,
  }));
  await db.insert(settings).values(rows).onConflictDoNothing({ target: settings.key });
}
