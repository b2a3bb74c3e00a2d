import { describe, expect, it } from "vitest";
import { contactMessageSchema, launchNotificationSchema } from "./marketing";

const valid = {
  name: "Emily Carter",
  email: "Emily@Example.com ",
  subject: "Birth certificate",
  message: "I need my birth certificate translated for USCIS.",
};
const firstMessage = (input: unknown) => {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("contactMessageSchema", () => {
  it("trims, lower-cases the e-mail and drops an empty phone", () => {
    expect(contactMessageSchema.parse({ ...valid, phone: "  " })).toEqual({
      ...valid,
      email: "emily@example.com",
      phone: undefined,
    });
    expect(contactMessageSchema.parse({ ...valid, phone: null }).phone).toBeUndefined();
    expect(contactMessageSchema.parse({ ...valid, phone: "+1 (212) 555-0147" }).phone).toBe("+1 (212) 555-0147");
  });

  it("explains each rule", () => {
    expect(firstMessage({ ...valid, name: " " })).toBe("Please enter your name");
    expect(firstMessage({ ...valid, name: "x".repeat(101) })).toBe("Name must be at most 100 characters");
    expect(firstMessage({ ...valid, name: "Eve\nBcc: a@b.c" })).toBe("Name must be a single line");
    expect(firstMessage({ ...valid, email: "not-an-email" })).toBe("Please enter a valid email address");
    expect(firstMessage({ ...valid, phone: "call me" })).toBe("Please enter a valid phone number");
    expect(firstMessage({ ...valid, phone: "123" })).toBe("Please enter a valid phone number");
    expect(firstMessage({ ...valid, subject: "" })).toBe("Please enter a subject");
    expect(firstMessage({ ...valid, subject: "Hi\r\nthere" })).toBe("Subject must be a single line");
    expect(firstMessage({ ...valid, subject: "s".repeat(151) })).toBe("Subject must be at most 150 characters");
    expect(firstMessage({ ...valid, message: "Hello" })).toBe("Your message must be at least 10 characters");
    expect(firstMessage({ ...valid, message: "m".repeat(5001) })).toBe("Your message must be at most 5,000 characters");
    expect(firstMessage({})).toBe("Please enter your name");
  });
});

describe("launchNotificationSchema", () => {
  it("normalises a valid e-mail and rejects anything else", () => {
    expect(launchNotificationSchema.parse({ email: " New@Example.COM" })).toEqual({ email: "new@example.com" });
    for (const email of ["", "nobody", "a@b", undefined]) {
      expect(launchNotificationSchema.safeParse({ email }).error?.issues[0]?.message).toBe(
        "Please enter a valid email address",
      );
    }
  });
});
