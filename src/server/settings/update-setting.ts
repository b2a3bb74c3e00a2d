import { eq } from "drizzle-orm";
import { SECRET_MASK, type AdminSetting } from "../../shared/schemas/settings";
import type { Database } from "../db/client";
import { settings } from "../db/schema/settings";
import { invalidateCatalog } from "../pricing/catalog-cache";
import { notFound, english } from "../http/app-error";
import { toAdminSetting } from "./list-settings";
import { checkSettingValue } from "./setting-rules";
import { checkMachineTranslationSwitch } from "./machine-translation-setting";

/**
 * Saves one setting (the screen sends one call per changed row) and records which admin changed it.
 * A secret sent back as the mask is the admin not touching it: the stored secret stays.
 */
export async function updateSetting(options: {
  db: Database;
  settingId: number;
  value: string;
  adminId: number;
  /** Whether DEEPL_API_KEY is set: machine pre-translation may be switched on only then. */
  machineTranslationConfigured: boolean;
}): Promise<AdminSetting> {
  const { db, settingId } = options;
  const [current] = await db.select().from(settings).where(eq(settings.id, settingId)).limit(1);
  if (!current) throw notFound(english("Setting not found"));
  if (current.isSecret && options.value === SECRET_MASK) return toAdminSetting(current);

  const value = checkSettingValue({
    key: current.key,
    currentValue: current.value,
    isSecret: current.isSecret,
    value: options.value,
  });
  checkMachineTranslationSwitch(current.key, value, options.machineTranslationConfigured);
  const [updated] = await db
    .update(settings)
    .set({ value, updatedBy: options.adminId, updatedAt: new Date() })
    .where(eq(settings.id, settingId))
    .returning();
  // Add-on prices are settings (the catalog's); other settings cost nothing to drop with them.
  invalidateCatalog();
  return toAdminSetting(updated!);
}
