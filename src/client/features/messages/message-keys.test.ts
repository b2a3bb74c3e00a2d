import { describe, expect, it } from "vitest";
import enMessages from "@shared/i18n/catalogs/en/messages";
import trMessages from "@shared/i18n/catalogs/tr/messages";
import { MESSAGE_KEYS } from "./use-message-text";

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, key: string) => key.split(".").reduce<string | Tree | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), tree);

// Turkish screens show this feature's API messages from the "messages" catalog, found by their exact English text.
describe("the order messages' API texts", () => {
  it("each have an English catalog entry equal to the shared message, and a Turkish one", () => {
    expect(MESSAGE_KEYS.size).toBe(12);
    for (const [english, key] of MESSAGE_KEYS) {
      expect([key, lookup(enMessages as unknown as Tree, key)]).toEqual([key, english]);
      const turkish = lookup(trMessages as unknown as Tree, key);
      expect(typeof turkish === "string" && turkish !== english, key).toBe(true);
    }
  });
});
