import { twMerge as mergeWithDefaultConfig } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { collectClassTokens } from "../../../scripts/tailwind-merge-config.mjs";
import { cn } from "./utils";

// cn() runs tailwind-merge on a configuration cut down to the class groups the source uses. It must merge every
// class the source has exactly as the full default configuration would: a missing group would leave both of two
// conflicting utilities in place (a button with two paddings). After adding classes of a new kind, run
// `node scripts/tailwind-merge-config.mjs`.
const tokens: string[] = collectClassTokens();

/** Classes only conflict when their variants match ("md:px-2" never overrides "px-4"): pair them by variants. */
function byVariants(classes: string[]) {
  const buckets = new Map<string, string[]>();
  for (const token of classes) {
    const variants = token.includes(":") ? token.slice(0, token.lastIndexOf(":")).split(":").sort().join(":") : "";
    buckets.set(variants, [...(buckets.get(variants) ?? []), token]);
  }
  return [...buckets.values()];
}

describe("cn (tailwind-merge on the site's class groups)", () => {
  it("finds the source's classes", () => {
    expect(tokens.length).toBeGreaterThan(300);
    expect(tokens).toEqual(expect.arrayContaining(["px-4", "bg-primary", "md:grid-cols-3"]));
  });

  it("knows every class the source uses", () => {
    const unknown = tokens.filter((token) => cn(token, token) !== token);
    expect(unknown, "run node scripts/tailwind-merge-config.mjs").toEqual([]);
  });

  it("merges every pair of the source's classes as the full configuration does", () => {
    const different: string[] = [];
    for (const bucket of byVariants(tokens))
      for (const first of bucket)
        for (const second of bucket) {
          const classes = `${first} ${second}`;
          if (cn(classes) !== mergeWithDefaultConfig(classes))
            different.push(`${classes} → ${cn(classes)}, not ${mergeWithDefaultConfig(classes)}`);
        }
    expect(different, "run node scripts/tailwind-merge-config.mjs").toEqual([]);
  });

  it("overrides a component's classes with the caller's", () => {
    expect(
      cn("inline-flex h-10 px-4 py-2 text-sm bg-primary text-primary-foreground", "h-12 px-8 bg-destructive"),
    ).toBe("inline-flex py-2 text-sm text-primary-foreground h-12 px-8 bg-destructive");
  });
});
