import { describe, expect, it } from "vitest";
import { checkSettingValue, settingKind } from "./setting-rules";

describe("setting rules", () => {
  it("tells switches, e-mail settings and text apart", () => {
    expect(settingKind("admin_two_step_verification", "true")).toBe("switch");
    expect(settingKind("order_status_emails", "false")).toBe("switch");
    expect(settingKind("company_email", "info@example.com")).toBe("email");
    expect(settingKind("agency_notification_email", "orders@example.com")).toBe("email");
    expect(settingKind("email_sender_address", "no-reply@example.com")).toBe("email");
    expect(settingKind("email_sender_name", "Bosphorus Translate")).toBe("text");
    expect(settingKind("company_phone", "+1 212")).toBe("text");
  });

  it("accepts only true or false for a switch", () => {
    expect(
      checkSettingValue({ key: "order_status_emails", currentValue: "true", isSecret: false, value: "false" }),
    ).toBe("false");
    expect(() =>
      checkSettingValue({ key: "order_status_emails", currentValue: "true", isSecret: false, value: "yes" }),
    ).toThrow("This setting can only be true or false");
  });

  it("checks e-mail settings and lower-cases them", () => {
    expect(
      checkSettingValue({ key: "company_email", currentValue: "a@b.co", isSecret: false, value: "Info@Example.com" }),
    ).toBe("info@example.com");
    expect(() =>
      checkSettingValue({ key: "company_email", currentValue: "a@b.co", isSecret: false, value: "not-an-email" }),
    ).toThrow("Invalid email format");
  });

  it("takes a word limit as a whole number from 1 to 100,000,000", () => {
    const check = (value: string) =>
      checkSettingValue({ key: "max_order_words", currentValue: "1000000", isSecret: false, value });
    expect(check("2500000")).toBe("2500000");
    expect(check("007")).toBe("7");
    for (const bad of ["0", "1.5", "-3", "lots", "100000001"])
      expect(() => check(bad)).toThrow("Value must be a whole number from 1 to 100,000,000");
  });

  it("takes an attachment quota as a whole number of megabytes from 1 to 1,000,000", () => {
    const check = (value: string) =>
      checkSettingValue({ key: "message_attachments_daily_mb", currentValue: "200", isSecret: false, value });
    expect(check("500")).toBe("500");
    for (const bad of ["0", "2.5", "-1", "much", "1000001"])
      expect(() => check(bad)).toThrow("Value must be a whole number of megabytes from 1 to 1,000,000");
  });

  it("requires a value except for secrets", () => {
    expect(() => checkSettingValue({ key: "company_name", currentValue: "X", isSecret: false, value: "" })).toThrow(
      "Value is required",
    );
    expect(
      checkSettingValue({ key: "stripe_webhook_secret", currentValue: "whsec_1", isSecret: true, value: "" }),
    ).toBe("");
  });
});
