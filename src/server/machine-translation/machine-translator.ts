import type { TranslationDirection } from "../../shared/enums";

/**
 * A machine translation service (docs/workbench.md, "Machine pre-translation"). Null where none is configured: then
 * no customer text leaves the platform.
 */
export type MachineTranslator = {
  /** Who receives the text, for the logs and the admin's wording. */
  readonly name: string;
  /** The translations of `texts`, in their order. Throws when the service refuses or cannot be reached. */
  translate(texts: string[], direction: TranslationDirection): Promise<string[]>;
};

/** Most texts one request may carry (DeepL's /v2/translate takes up to 50). */
export const MACHINE_TRANSLATION_BATCH = 50;
