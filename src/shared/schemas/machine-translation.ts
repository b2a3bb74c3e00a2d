import { z } from "zod";

// Machine pre-translation (issue 39 item 5; docs/workbench.md, "Machine pre-translation"): the admin's switch and the
// plain words that say where customer text goes. GET/PUT /api/admin/machine-translation.

/** What the screen says, word for word, so the admin knows whether customer text leaves the platform. */
export const MACHINE_TRANSLATION_TEXTS = {
  stays: "No customer text leaves the platform.",
  sent: "Segments without a memory match are sent to DeepL (deepl.com) for a first draft.",
  noKey: "DeepL is not configured on this server (DEEPL_API_KEY is not set), so machine pre-translation cannot be on.",
  refusedWithoutKey:
    "Machine pre-translation cannot be switched on: DeepL is not configured on this server (DEEPL_API_KEY is not set)",
} as const;

/** The answer of GET and PUT /api/admin/machine-translation. */
export const machineTranslationSettingSchema = z.object({
  /** The admin's switch (off by default). */
  enabled: z.boolean(),
  /** Whether the server has a DeepL key (DEEPL_API_KEY). */
  keyConfigured: z.boolean(),
  /** Both: segments are really sent. */
  active: z.boolean(),
  /** The plain words for the current state (MACHINE_TRANSLATION_TEXTS.stays or .sent). */
  statement: z.string(),
  /** Why the switch cannot be turned on, when it cannot; null otherwise. */
  disabledReason: z.string().nullable(),
});
export type MachineTranslationSetting = z.infer<typeof machineTranslationSettingSchema>;

export const updateMachineTranslationSchema = z.object({
  enabled: z.boolean({ error: "enabled must be true or false" }),
});
export type UpdateMachineTranslationInput = z.infer<typeof updateMachineTranslationSchema>;

/** The state shown to the admin, from the switch and whether a key is configured. */
export function describeMachineTranslation(enabled: boolean, keyConfigured: boolean): MachineTranslationSetting {
  const active = enabled && keyConfigured;
  return {
    enabled,
    keyConfigured,
    active,
    statement: active ? MACHINE_TRANSLATION_TEXTS.sent : MACHINE_TRANSLATION_TEXTS.stays,
    disabledReason: keyConfigured ? null : MACHINE_TRANSLATION_TEXTS.noKey,
  };
}
