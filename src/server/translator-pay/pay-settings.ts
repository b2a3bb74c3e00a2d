import { inArray, sql } from "drizzle-orm";
import type { ServiceType } from "../../shared/enums";
import type { PayDefaults } from "../../shared/schemas/translator-pay";
import { FLAT_DOCUMENT_TYPES, type FlatDocumentTypeId, type TranslatorRates } from "../../shared/translator-pay/fee";
import { PAY_MESSAGES, RATE_LIMITS } from "../../shared/translator-pay/messages";
import { DEFAULT_REPLY_HOURS, parseReplyHours } from "../../shared/translator-pay/offers";
import type { Database, Executor } from "../db/client";
import { settings } from "../db/schema/settings";
import { badRequest, english } from "../http/app-error";
import { SETTING_DEFAULTS, type SettingKey } from "../settings/setting-definitions";

// The defaults of translator pay live in settings (docs/settings.md): one whole number per rate, and the offers'
// reply deadline in hours. Settings → Translator pay edits them together; the generic settings route checks each.

const WORD_KEYS: Record<ServiceType, SettingKey> = {
  standard: "translator_rate_word_standard_cents",
  certified: "translator_rate_word_certified_cents",
  premium: "translator_rate_word_premium_cents",
};
const FLAT_KEYS = Object.fromEntries(
  FLAT_DOCUMENT_TYPES.map((type) => [type, `translator_rate_flat_${type}_cents`]),
) as Record<FlatDocumentTypeId, SettingKey>;
const RUSH_KEY: SettingKey = "translator_rush_bonus_percent";
const REPLY_KEY: SettingKey = "translator_offer_reply_hours";
const ALL_KEYS: SettingKey[] = [...Object.values(WORD_KEYS), ...Object.values(FLAT_KEYS), RUSH_KEY, REPLY_KEY];

/** The settings this module owns: the generic settings list leaves them to the Translator pay tab. */
export const TRANSLATOR_PAY_KEY = /^translator_(rate_|rush_|offer_)/;

/** The generic PUT /api/admin/settings/:id check for one of these settings: the value to store, or a 400. */
export function checkTranslatorPayValue(key: string, value: string): string {
  if (key === REPLY_KEY) {
    if (parseReplyHours(value) === null) throw badRequest(english(PAY_MESSAGES.replyHours));
    return String(Number(value));
  }
  const [max, message] =
    key === RUSH_KEY
      ? [RATE_LIMITS.rushBonusPercentMax, PAY_MESSAGES.rushBonus]
      : key.startsWith("translator_rate_word_")
        ? [RATE_LIMITS.perWordCentsMax, PAY_MESSAGES.perWord]
        : [RATE_LIMITS.flatCentsMax, PAY_MESSAGES.flat];
  if (!/^\d{1,7}$/.test(value) || Number(value) > max) throw badRequest(english(message));
  return String(Number(value));
}

/** The default rates and reply deadline; a missing or unreadable row falls back to its seeded default. */
export async function readPayDefaults(db: Executor): Promise<PayDefaults> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, ALL_KEYS));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const whole = (key: SettingKey) => {
    const value = stored.get(key) ?? "";
    return /^\d{1,7}$/.test(value) ? Number(value) : Number(SETTING_DEFAULTS[key].value);
  };
  const rates: TranslatorRates = {
    perWordCents: {
      standard: whole(WORD_KEYS.standard),
      certified: whole(WORD_KEYS.certified),
      premium: whole(WORD_KEYS.premium),
    },
    flatCents: Object.fromEntries(FLAT_DOCUMENT_TYPES.map((type) => [type, whole(FLAT_KEYS[type])])) as Record<
      FlatDocumentTypeId,
      number
    >,
    rushBonusPercent: whole(RUSH_KEY),
  };
  return { rates, replyHours: parseReplyHours(stored.get(REPLY_KEY) ?? "") ?? DEFAULT_REPLY_HOURS };
}

/** Settings → Translator pay: every default in one transaction. Offers already sent keep their fees. */
export async function updatePayDefaults({
  db,
  adminId,
  input,
}: {
  db: Database;
  adminId: number;
  input: PayDefaults;
}): Promise<PayDefaults> {
  const values: [SettingKey, number][] = [
    ...(Object.entries(WORD_KEYS) as [ServiceType, SettingKey][]).map(([type, key]): [SettingKey, number] => [
      key,
      input.rates.perWordCents[type],
    ]),
    ...FLAT_DOCUMENT_TYPES.map((type): [SettingKey, number] => [FLAT_KEYS[type], input.rates.flatCents[type]]),
    [RUSH_KEY, input.rates.rushBonusPercent],
    [REPLY_KEY, input.replyHours],
  ];
  await db.transaction(async (tx) => {
    for (const [key, value] of values) {
      const definition = SETTING_DEFAULTS[key];
      await tx
        .insert(settings)
        .values({
          key,
          value: String(value),
          description: definition.description,
          category: definition.category,
          updatedBy: adminId,
        })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, updatedBy: adminId, updatedAt: new Date() },
        });
    }
  });
  return readPayDefaults(db);
}
