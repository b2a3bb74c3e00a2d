import en from "../../src/shared/i18n/catalogs/en";
import enEmail from "../../src/shared/i18n/catalogs/en/email";
import enSite from "../../src/shared/i18n/catalogs/en/site";
import tr from "../../src/shared/i18n/catalogs/tr";
import trEmail from "../../src/shared/i18n/catalogs/tr/email";
import trSite from "../../src/shared/i18n/catalogs/tr/site";

// Finds English catalog texts in something shown to a Turkish reader (an e-mail, a prerendered page, a screen):
// a text the Turkish catalog translates must not appear in English. Used by tests/i18n/turkish-leftovers.test.ts
// and e2e/app/every-route.spec.ts.

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = "", found = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else leaves(value, path, found);
  }
  return found;
}

/**
 * Words that are the same in both languages although the catalog's key holds a different sentence: names, brands,
 * abbreviations and words Turkish borrows unchanged.
 */
const ALLOWED = new Set([
  "Bosphorus Translate",
  "Bosphorus",
  "Translate",
  "USCIS",
  "Stripe",
  "Premium",
  "Standard",
  "Email",
  "E-mail",
  "Blog",
  "Diploma",
  "Google",
  "Apostille",
  "Visa",
  "Mastercard",
  "New York",
  "ZIP",
  "CVC",
  "PDF",
  "DOCX",
  "English",
  "Turkish",
]);

const PLACEHOLDER = /\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\d+>|<[^>]+>/g;
const LETTERS = /\p{L}/gu;

let cachedNeedles: { text: string; key: string; pattern: RegExp }[] | undefined;

/** The English fragments worth looking for: texts the Turkish catalog words differently, cut at their placeholders. */
function needles() {
  if (cachedNeedles) return cachedNeedles;
  const english = leaves({ ...en, email: enEmail, site: enSite } as unknown as Tree);
  const turkish = leaves({ ...tr, email: trEmail, site: trSite } as unknown as Tree);
  const turkishText = [...turkish.values()].join("\n");
  const seen = new Set<string>();
  cachedNeedles = [];
  for (const [key, text] of english) {
    if (turkish.get(key) === text) continue;
    for (const raw of text.split(PLACEHOLDER)) {
      const fragment = raw.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, "");
      const letters = fragment.match(LETTERS)?.length ?? 0;
      // One word needs five letters ("Order", "Close"); shorter ones ("Yes", "of") say too little.
      if (letters < 5 || seen.has(fragment) || ALLOWED.has(fragment)) continue;
      const escaped = fragment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u");
      // Part of a Turkish text too (a brand, a borrowed word): not a sign of English.
      if (pattern.test(turkishText)) continue;
      seen.add(fragment);
      cachedNeedles.push({ text: fragment, key, pattern });
    }
  }
  return cachedNeedles;
}

/** The English catalog texts found in `text`, each with a catalog key it comes from (e.g. "common:nav.home"). */
export function englishLeftovers(
  text: string,
  allow: readonly string[] = [],
): { text: string; key: string; context: string }[] {
  const found = needles().filter((needle) => !allow.includes(needle.text) && needle.pattern.test(text));
  // "Order details" found: do not also report "Order" and "details".
  return found
    .filter(
      (needle) => !found.some((other) => other.text.length > needle.text.length && other.text.includes(needle.text)),
    )
    .map(({ text: fragment, key, pattern }) => {
      const at = text.search(pattern);
      return {
        text: fragment,
        key,
        context: text.slice(Math.max(0, at - 30), at + fragment.length + 30).replace(/\s+/g, " "),
      };
    });
}
