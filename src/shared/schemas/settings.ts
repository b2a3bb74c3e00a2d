import { z } from "zod";
import { SETTING_CATEGORIES } from "../enums";

// The admin System Settings screen (GET /api/admin/settings, PUT /api/admin/settings/:id).

/** What a secret's value looks like in the list; sending it back unchanged keeps the stored secret. */
export const SECRET_MASK = "••••••••";
export const SETTING_VALUE_MAX = 500;

/** How the screen edits a setting: a switch ('true'/'false'), an e-mail field or a text field. */
export const SETTING_KINDS = ["switch", "email", "text"] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

/** One row of GET /api/admin/settings, and the answer of PUT /api/admin/settings/:id. */
export const adminSettingSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  /** For a secret: SECRET_MASK when set, '' when not; never the secret itself. */
  value: z.string(),
  description: z.string().nullable(),
  category: z.enum(SETTING_CATEGORIES),
  isSecret: z.boolean(),
  /** Whether a value is stored (meaningful for secrets, whose value is masked). */
  hasValue: z.boolean(),
  kind: z.enum(SETTING_KINDS),
  updatedAt: z.string(),
});
export type AdminSetting = z.infer<typeof adminSettingSchema>;
export const adminSettingListSchema = z.array(adminSettingSchema);

export const updateSettingSchema = z.object({
  value: z
    .string({ error: "Value must be text" })
    .trim()
    .max(SETTING_VALUE_MAX, `Value must be at most ${SETTING_VALUE_MAX} characters`),
});
export type UpdateSettingInput = z.infer<typeof updateSettingSchema>;
