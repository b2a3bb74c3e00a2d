import { eq } from "drizzle-orm";
import type {
  SetTranslatorPayInput,
  TranslatorPayDto,
  TranslatorProfileDto,
} from "../../shared/schemas/translator-pay";
import { ratesRefusal, type TranslatorRates } from "../../shared/translator-pay/fee";
import { anyOf } from "../db/any-of";
import type { Database, Executor } from "../db/client";
import { translatorPay } from "../db/schema/translator-pay";
import { translators } from "../db/schema/translators";
import { badRequest, notFound, english } from "../http/app-error";
import { readPayDefaults } from "./pay-settings";

export type EffectivePay = { rates: TranslatorRates; usesDefaults: boolean; payoutAccountId: string | null };

/** Each translator's rates as they apply now: their own when set (and sound), else the defaults in settings. */
export async function loadPayOf(db: Executor, translatorIds: readonly number[]): Promise<Map<number, EffectivePay>> {
  const [defaults, rows] = await Promise.all([
    readPayDefaults(db),
    translatorIds.length === 0
      ? []
      : db.select().from(translatorPay).where(anyOf(translatorPay.translatorId, translatorIds)),
  ]);
  const byId = new Map(rows.map((row) => [row.translatorId, row]));
  return new Map(
    translatorIds.map((id) => {
      const row = byId.get(id);
      const own = row?.rates && ratesRefusal(row.rates) === null ? row.rates : null;
      return [
        id,
        { rates: own ?? defaults.rates, usesDefaults: own === null, payoutAccountId: row?.payoutAccountId ?? null },
      ];
    }),
  );
}

export async function loadPay(db: Executor, translatorId: number): Promise<EffectivePay> {
  return (await loadPayOf(db, [translatorId])).get(translatorId)!;
}

/** GET /api/admin/translators/:id/pay */
export async function getTranslatorPay(db: Executor, translatorId: number): Promise<TranslatorPayDto> {
  const [translator] = await db
    .select({ fullName: translators.fullName })
    .from(translators)
    .where(eq(translators.translatorId, translatorId))
    .limit(1);
  if (!translator) throw notFound(english("Translator not found"));
  return { translatorId, fullName: translator.fullName, ...(await loadPay(db, translatorId)) };
}

/** PUT /api/admin/translators/:id/pay: an approved translator's own rates (null: back to the defaults) and Stripe account. */
export async function setTranslatorPay({
  db,
  translatorId,
  input,
  adminId,
}: {
  db: Database;
  translatorId: number;
  input: SetTranslatorPayInput;
  adminId: number;
}) {
  const [translator] = await db
    .select({ status: translators.status })
    .from(translators)
    .where(eq(translators.translatorId, translatorId))
    .limit(1);
  if (!translator) throw notFound(english("Translator not found"));
  if (translator.status !== "Approved") throw badRequest(english("Rates can only be set for approved translators"));
  const values = {
    rates: input.rates,
    payoutAccountId: input.payoutAccountId,
    updatedBy: adminId,
    updatedAt: new Date(),
  };
  await db
    .insert(translatorPay)
    .values({ translatorId, ...values })
    .onConflictDoUpdate({ target: translatorPay.translatorId, set: values });
  return getTranslatorPay(db, translatorId);
}

/** The signed-in translator's record; a translator account without one is told so. */
export async function translatorOfUser(db: Executor, userId: number) {
  const [translator] = await db.select().from(translators).where(eq(translators.userId, userId)).limit(1);
  if (!translator) throw notFound(english("Translator not found"));
  return translator;
}

/** GET /api/translator/profile: their details, rates and how long they have to answer an offer. */
export async function getTranslatorProfile(db: Executor, userId: number): Promise<TranslatorProfileDto> {
  const translator = await translatorOfUser(db, userId);
  const [pay, defaults] = await Promise.all([loadPay(db, translator.translatorId), readPayDefaults(db)]);
  return {
    translatorId: translator.translatorId,
    fullName: translator.fullName,
    email: translator.email,
    languagePair: translator.languagePair,
    category: translator.category,
    experienceYears: translator.experienceYears,
    replyHours: defaults.replyHours,
    ...pay,
  };
}
