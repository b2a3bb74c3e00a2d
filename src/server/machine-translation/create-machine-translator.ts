import { createDeepLTranslator } from "./deepl-translator";
import type { MachineTranslator } from "./machine-translator";

/** DeepL when DEEPL_API_KEY is set; otherwise none, and machine pre-translation stays off whatever the setting says. */
export function createMachineTranslator(options: { apiKey?: string; serverUrl?: string }): MachineTranslator | null {
  if (!options.apiKey) return null;
  return createDeepLTranslator({ apiKey: options.apiKey, serverUrl: options.serverUrl });
}
