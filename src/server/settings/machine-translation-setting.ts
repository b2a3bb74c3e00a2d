import { eq } from "drizzle-orm";
import {
  MACHINE_TRANSLATION_TEXTS,
  describeMachineTranslation,
  type MachineTranslationSetting,
} from "../../shared/schemas/machine-translation";
import type { Executor } from "../db/client";
import { settings } from "../db/schema/settings";
import { badRequest, english } from "../http/app-error";
import { readSwitch } from "./read-settings";

/** The settings row behind machine pre-translation (docs/workbench.md, "Machine pre-translation"). */
export const MACHINE_PRETRANSLATION_KEY = "machine_pretranslation";

/** Refuses switching machine pre-translation on where the server has no DeepL key; any route that saves it calls this. */
export function checkMachineTranslationSwitch(key: string, value: string, keyConfigured: boolean): void {
  if (key === MACHINE_PRETRANSLATION_KEY && value === "true" && !keyConfigured)
    throw badRequest(english(MACHINE_TRANSLATION_TEXTS.refusedWithoutKey));
}

/** GET /api/admin/machine-translation: the switch, whether a key is configured, and the plain words for both. */
export async function readMachineTranslationSetting(options: {
  db: Executor;
  keyConfigured: boolean;
}): Promise<MachineTranslationSetting> {
  return describeMachineTranslation(await readSwitch(options.db, MACHINE_PRETRANSLATION_KEY), options.keyConfigured);
}

/** PUT /api/admin/machine-translation: on only with a key (400 otherwise); off is always allowed. */
export async function updateMachineTranslationSetting(options: {
  db: Executor;
  enabled: boolean;
  keyConfigured: boolean;
  adminId: number;
}): Promise<MachineTranslationSetting> {
  const { db, enabled, keyConfigured } = options;
  const value = String(enabled);
  checkMachineTranslationSwitch(MACHINE_PRETRANSLATION_KEY, value, keyConfigured);
  await db
    .update(settings)
    .set({ value, updatedBy: options.adminId, updatedAt: new Date() })
    .where(eq(settings.key, MACHINE_PRETRANSLATION_KEY));
  return readMachineTranslationSetting({ db, keyConfigured });
}
