import { describe, expect, it } from "vitest";
import { contactConfirmationKey } from "./contact-confirmation-key";

describe("contactConfirmationKey", () => {
  it("folds case and drops a +tag sub-address", () => {
    expect(contactConfirmationKey(" Victim+news@Example.COM ")).toBe("victim@example.com");
    expect(contactConfirmationKey("victim@example.com")).toBe("victim@example.com");
  });

  it("ignores the dots Gmail ignores and treats googlemail.com as gmail.com", () => {
    expect(contactConfirmationKey("j.o.h.n+1@googlemail.com")).toBe("john@gmail.com");
    expect(contactConfirmationKey("john@gmail.com")).toBe("john@gmail.com");
  });

  it("keeps dots elsewhere, and a local part that is only a tag", () => {
    expect(contactConfirmationKey("first.last@example.com")).toBe("first.last@example.com");
    expect(contactConfirmationKey("+only@example.com")).toBe("+only@example.com");
  });
});
