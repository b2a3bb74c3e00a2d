import { describe, expect, it } from "vitest";
import { finding } from "./codes";
import { hasBlockingFindings } from "./index";
import { blockingFindings, findingKey, overridesStillApplying } from "./overrides";

const swapped = finding("s9", "DATE_SWAPPED", { date: "12.03.1985", found: "12/03/1985", expected: "March 12, 1985" });
const missing = finding("s3", "NUMBER_MISSING", { number: "2019/345" });
const warning = finding("s4", "NUMBER_ADDED", { number: "3" });

describe("overrides", () => {
  it("clears an error overridden with a reason, and only that one", () => {
    const overrides = [
      {
        segmentId: "s3",
        code: "NUMBER_MISSING" as const,
        params: { number: "2019/345" },
        reason: "The number is written in words in the original",
      },
    ];
    expect(blockingFindings([swapped, missing, warning], overrides)).toEqual([swapped]);
    expect(hasBlockingFindings([missing, warning], overrides)).toBe(false);
    expect(hasBlockingFindings([warning])).toBe(false);
  });

  it("does not accept a blank reason", () => {
    expect(
      blockingFindings(
        [missing],
        [{ segmentId: "s3", code: "NUMBER_MISSING", params: { number: "2019/345" }, reason: "   " }],
      ),
    ).toEqual([missing]);
  });

  it("does not carry over to a finding with other params or on another segment", () => {
    const override = {
      segmentId: "s3",
      code: "NUMBER_MISSING" as const,
      params: { number: "2019/345" },
      reason: "Checked with the original",
    };
    expect(blockingFindings([finding("s3", "NUMBER_MISSING", { number: "2019/346" })], [override])).toHaveLength(1);
    expect(blockingFindings([finding("s5", "NUMBER_MISSING", { number: "2019/345" })], [override])).toHaveLength(1);
  });

  it("keys a finding independently of the order of its params", () => {
    expect(findingKey({ segmentId: "1", code: "DATE_SWAPPED", params: { a: 1, b: "x" } })).toBe(
      findingKey({ segmentId: "1", code: "DATE_SWAPPED", params: { b: "x", a: 1 } }),
    );
  });

  it("keeps only the overrides whose error is still found", () => {
    const kept = {
      segmentId: "s9",
      code: "DATE_SWAPPED" as const,
      params: swapped.params,
      reason: "The original itself writes the date this way",
    };
    const fixed = {
      segmentId: "s3",
      code: "NUMBER_MISSING" as const,
      params: { number: "2019/345" },
      reason: "Checked",
    };
    expect(overridesStillApplying([swapped, warning], [kept, fixed])).toEqual([kept]);
  });
});
