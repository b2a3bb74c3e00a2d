import { describe, expect, it } from "vitest";
import en from "./en";
import enEmail from "./en/email";
import enSite from "./en/site";
import tr from "./tr";
import trEmail from "./tr/email";
import trSite from "./tr/site";

type Tree = { [key: string]: string | Tree };

/** Every leaf key of a catalog as "namespace:a.b.c" with its text. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [child, text] of leaves(value, path)) found.set(child, text);
  }
  return found;
}

describe("message catalogs", () => {
  const english = leaves({ ...en, email: enEmail, site: enSite } as unknown as Tree);
  const turkish = leaves({ ...tr, email: trEmail, site: trSite } as unknown as Tree);

  it("have exactly the same keys in English and Turkish", () => {
    expect([...turkish.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !turkish.has(key))).toEqual([]);
  });

  it("have no empty text in either language", () => {
    expect([...english].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
    expect([...turkish].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
  });

  it("keep the same {{placeholders}} in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    const differing = [...english].filter(
      ([key, text]) => turkish.has(key) && placeholders(text).join() !== placeholders(turkish.get(key)!).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});
