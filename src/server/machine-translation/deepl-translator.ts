import * as deepl from "deepl-node";
import type { TranslationDirection } from "../../shared/enums";
import type { MachineTranslator } from "./machine-translator";

/** DeepL's language codes for the platform's two directions (American English, the customers' country). */
const LANGUAGES: Record<TranslationDirection, { source: deepl.SourceLanguageCode; target: deepl.TargetLanguageCode }> =
  {
    "tr-en": { source: "tr", target: "en-US" },
    "en-tr": { source: "en", target: "tr" },
  };

/**
 * DeepL through its official Node SDK. `serverUrl` overrides the SDK's choice (api.deepl.com, or api-free.deepl.com for
 * a ":fx" key): tests point it at a loopback fake. Few retries with a bounded wait: a document's segmentation job
 * should not hang on an outage, it leaves the segments empty instead.
 */
export function createDeepLTranslator(options: { apiKey: string; serverUrl?: string }): MachineTranslator {
  const client = new deepl.Translator(options.apiKey, {
    serverUrl: options.serverUrl,
    maxRetries: 2,
    minTimeout: 15_000,
    sendPlatformInfo: false,
  });
  return {
    name: "DeepL",
    async translate(texts, direction) {
      if (texts.length === 0) return [];
      const { source, target } = LANGUAGES[direction];
      const results = await client.translateText(texts, source, target);
      return results.map((result) => result.text);
    },
  };
}
