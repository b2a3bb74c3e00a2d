import { z } from "zod";
import type { SettingCategory } from "../enums";

// The admin System Settings screen (GET /api/admin/settings, PUT /api/admin/settings/:id).

/** What a secret's value looks like in the list; sending it back unchanged keeps the stored secret. */
export const SECRET_MASK = "••••••••";
export const SETTING_VALUE_MAX = 500;

/** How the screen edits a setting: a switch ('true'/'false'), an e-mail field or a text field. */
export type SettingKind = "switch" | "email" | "text";

export type AdminSetting = {
  id: number;
  key: string;
  /** For a secret: SECRET_MASK when set, '' when not; never the secret itself. */
  value: string;
  description: string | null;
  category: SettingCategory;
  isSecret: boolean;
  /** Whether a value is stored (meaningful for secrets, whose value is masked). */
  hasValue: boolean;
  kind: SettingKind;
  updatedAt: string;
};

export const updateSettingSchema = z.object({
  value: z.string({ error: "Value must be text" }).trim().max(SETTING_VALUE_MAX, `Value must be at most ${SETTING_VALUE_MAX} characters`),
});
export type UpdateSettingInput = z.infer<typeof updateSettingSchema>;
