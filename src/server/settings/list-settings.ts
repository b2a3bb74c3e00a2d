import { asc } from "drizzle-orm";
import { SECRET_MASK, type AdminSetting } from "../../shared/schemas/settings";
import type { Database } from "../db/client";
import { settings } from "../db/schema/settings";
import { settingKind } from "./setting-rules";

type SettingRow = typeof settings.$inferSelect;

/** Every setting for the System Settings tabs. A secret's value never leaves the server: it is masked. */
export async function listSettings(options: { db: Database }): Promise<AdminSetting[]> {
  const rows = await options.db.select().from(settings).orderBy(asc(settings.category), asc(settings.id));
  return rows.map(toAdminSetting);
}

export function toAdminSetting(row: SettingRow): AdminSetting {
  const hasValue = row.value !== "";
  return {
    id: row.id,
    key: row.key,
    value: row.isSecret ? (hasValue ? SECRET_MASK : "") : row.value,
    description: row.description,
    category: row.category,
    isSecret: row.isSecret,
    hasValue,
    kind: row.isSecret ? "text" : settingKind(row.key, row.value),
    updatedAt: row.updatedAt.toISOString(),
  };
}
