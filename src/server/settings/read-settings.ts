import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { settings } from "../db/schema/settings";
import { SETTING_DEFAULTS, type SettingKey } from "./setting-definitions";

/** A setting's current value, falling back to its seeded default if the row is missing. */
export async function readSetting(db: Executor, key: SettingKey): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value ?? SETTING_DEFAULTS[key].value;
}

export async function readSwitch(db: Executor, key: SettingKey): Promise<boolean> {
  return (await readSetting(db, key)) === "true";
}

/** A whole-number setting (checked on save by setting-rules.ts); its default if the stored value is not one. */
export async function readWholeNumber(db: Executor, key: SettingKey): Promise<number> {
  const value = await readSetting(db, key);
  return /^\d+$/.test(value) ? Number(value) : Number(SETTING_DEFAULTS[key].value);
}
