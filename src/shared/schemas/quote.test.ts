import { describe, expect, it } from "vitest";
import { QUOTE_DEFAULTS } from "../pricing";
import { quoteDataSchema, quoteSchema } from "./quote";

const firstMessage = (input: unknown) => {
  const result = quoteSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("quoteSchema", () => {
  it("accepts the calculator defaults", () => {
    expect(quoteSchema.parse(QUOTE_DEFAULTS)).toEqual({
      serviceType: "certified",
      translationDirection: "tr-en",
      wordCount: 500,
      isRush: false,
      isPhysicalDelivery: false,
    });
  });

  it("defaults rush and physical delivery to false", () => {
    expect(quoteSchema.parse({ serviceType: "standard", translationDirection: "en-tr", wordCount: 1 })).toMatchObject({
      isRush: false,
      isPhysicalDelivery: false,
    });
  });

  it("gives the spec's messages", () => {
    expect(firstMessage({ ...QUOTE_DEFAULTS, serviceType: "express" })).toBe("Please select a service type");
    expect(firstMessage({ ...QUOTE_DEFAULTS, serviceType: undefined })).toBe("Please select a service type");
    expect(firstMessage({ ...QUOTE_DEFAULTS, translationDirection: "tr-de" })).toBe(
      "Please select a translation direction",
    );
    expect(firstMessage({ ...QUOTE_DEFAULTS, wordCount: 0 })).toBe("Word count must be at least 1");
    expect(firstMessage({ ...QUOTE_DEFAULTS, wordCount: "500" })).toBe("Word count must be at least 1");
    expect(firstMessage({ ...QUOTE_DEFAULTS, wordCount: 2.5 })).toBe("Word count must be a whole number");
    expect(firstMessage({ ...QUOTE_DEFAULTS, wordCount: 1_000_001 })).toBe("Word count must be at most 1,000,000");
    expect(firstMessage({ ...QUOTE_DEFAULTS, isRush: "yes" })).toBeDefined();
  });

  it("stores the total with the quote", () => {
    expect(quoteDataSchema.parse({ ...QUOTE_DEFAULTS, totalPrice: 75 }).totalPrice).toBe(75);
    expect(quoteDataSchema.safeParse({ ...QUOTE_DEFAULTS, totalPrice: -1 }).success).toBe(false);
  });
});
