import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { EMAIL_VERIFICATION_MESSAGES } from "../../../shared/schemas/auth";
import { CODE_MESSAGES } from "../../../shared/schemas/translators";
import { emailCodes } from "../../db/schema/email-codes";
import { translators } from "../../db/schema/translators";
import { emailCodeResendWait } from "./email-code-resend-wait";
import { issueEmailCode } from "./issue-email-code";
import type { EmailCodePurpose } from "./purposes";
import { useUpEmailCodes } from "./use-up-email-codes";
import { refuseEmailCode, verifyEmailCode } from "./verify-email-code";

// The one e-mail code use case, for both purposes, on a real database: a customer account and a translator
// application that have the same id, so only the purpose tells their codes apart.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 60 * 60 * 1000;

/** An unverified customer (the sign-up e-mailed a code) and a live application with the same id. */
async function twins() {
  const customer = await t.registerCustomer({ verified: false });
  const id = customer.user.id;
  const applicantEmail = `applicant-${id}@example.com`;
  await t.db.insert(translators).values({
    translatorId: id,
    fullName: "Zeynep Arslan",
    email: applicantEmail,
    phone: "+1 (212) 555-0148",
    country: "United States",
    nativeLanguage: "Turkish",
    languagePair: "tr-en",
    category: "Legal",
    experienceYears: 7,
    tokenExpires: new Date(Date.now() + 24 * HOUR),
  });
  return { id, customer, customerEmail: customer.user.email, applicantEmail };
}

/** Issues codes for both purposes at `now`, drawn again until they differ (1 in a million they do not). */
async function issueBoth(subjects: { id: number; customerEmail: string; applicantEmail: string }, now = new Date()) {
  const issue = (purpose: EmailCodePurpose, email: string) =>
    issueEmailCode(t.db, { purpose, subjectId: subjects.id, email, now });
  const customerCode = await issue("customer_email", subjects.customerEmail);
  let translatorCode = await issue("translator_email", subjects.applicantEmail);
  while (translatorCode === customerCode) translatorCode = await issue("translator_email", subjects.applicantEmail);
  return { customerCode, translatorCode };
}

const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

describe("e-mail codes: purposes do not cross", () => {
  it("a translator code does not verify the customer with the same id, nor the other way round", async () => {
    const subjects = await twins();
    const { id } = subjects;
    const { customerCode, translatorCode } = await issueBoth(subjects);

    expect(await verifyEmailCode(t.db, { purpose: "customer_email", subjectId: id, code: translatorCode })).toEqual({
      outcome: "invalid",
      attemptsLeft: 4,
    });
    expect(await verifyEmailCode(t.db, { purpose: "translator_email", subjectId: id, code: customerCode })).toEqual({
      outcome: "invalid",
      attemptsLeft: 4,
    });
    expect(await verifyEmailCode(t.db, { purpose: "translator_email", code: customerCode })).toEqual({
      outcome: "invalid",
    });
    // A customer code is bound to its account: it is never looked up alone.
    await expect(verifyEmailCode(t.db, { purpose: "customer_email", code: customerCode })).rejects.toThrow(
      "customer_email codes are checked with their subject",
    );

    expect(await verifyEmailCode(t.db, { purpose: "customer_email", subjectId: id, code: customerCode })).toEqual({
      outcome: "match",
      id: expect.any(Number),
      subjectId: id,
      email: subjects.customerEmail,
    });
    expect(await verifyEmailCode(t.db, { purpose: "translator_email", code: translatorCode })).toMatchObject({
      outcome: "match",
      subjectId: id,
      email: subjects.applicantEmail,
    });

    // Using up the customer's code leaves the application's.
    expect(await useUpEmailCodes(t.db, { purpose: "customer_email", subjectId: id })).toBe(true);
    expect(await verifyEmailCode(t.db, { purpose: "customer_email", subjectId: id, code: customerCode })).toEqual({
      outcome: "invalid",
    });
    expect(
      await verifyEmailCode(t.db, { purpose: "translator_email", subjectId: id, code: translatorCode }),
    ).toMatchObject({ outcome: "match" });
  });

  it("through the routes too: each form refuses the other's code with its own message", async () => {
    const subjects = await twins();
    const { customerCode, translatorCode } = await issueBoth(subjects);
    const customerForm = (code: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/verify-email-code",
        headers: { cookie: subjects.customer.cookie },
        payload: { code },
      });
    const applicantForm = (code: string) =>
      t.app.inject({ method: "POST", url: "/api/verify-translator-email-code", payload: { code } });

    const wrongForCustomer = await customerForm(translatorCode);
    expect(wrongForCustomer.statusCode).toBe(400);
    expect(wrongForCustomer.json()).toMatchObject({
      message: EMAIL_VERIFICATION_MESSAGES.invalidCode,
      attemptsLeft: 4,
    });
    const wrongForApplicant = await applicantForm(customerCode);
    expect(wrongForApplicant.statusCode).toBe(400);
    expect(wrongForApplicant.json().message).toBe(CODE_MESSAGES.invalid);

    expect((await customerForm(customerCode)).json()).toMatchObject({ id: subjects.id, emailVerified: true });
    expect((await applicantForm(translatorCode)).json()).toMatchObject({ translatorId: subjects.id });
    // Each proof used up its own code only once: neither works again.
    expect((await customerForm(customerCode)).statusCode).toBe(400);
    expect((await applicantForm(translatorCode)).statusCode).toBe(400);
  });
});

describe("e-mail codes: one expiry, one attempt limit, one resend minute", () => {
  it.each<EmailCodePurpose>(["customer_email", "translator_email"])(
    "%s codes expire 24 hours after they are sent",
    async (purpose) => {
      const subjects = await twins();
      const email = purpose === "customer_email" ? subjects.customerEmail : subjects.applicantEmail;
      const sentAt = new Date(Date.now() - 24 * HOUR - 1000);
      const code = await issueEmailCode(t.db, { purpose, subjectId: subjects.id, email, now: sentAt });
      expect(await verifyEmailCode(t.db, { purpose, subjectId: subjects.id, code })).toEqual({ outcome: "invalid" });
      expect(await useUpEmailCodes(t.db, { purpose, subjectId: subjects.id })).toBe(false);
      // A minute before the end it still worked.
      expect(
        await verifyEmailCode(t.db, {
          purpose,
          subjectId: subjects.id,
          code,
          now: new Date(sentAt.getTime() + 24 * HOUR - 60_000),
        }),
      ).toMatchObject({
        outcome: "match",
      });
    },
  );

  it.each<EmailCodePurpose>(["customer_email", "translator_email"])(
    "%s codes take 5 wrong attempts, then only a new code helps",
    async (purpose) => {
      const subjects = await twins();
      const email = purpose === "customer_email" ? subjects.customerEmail : subjects.applicantEmail;
      const code = await issueEmailCode(t.db, { purpose, subjectId: subjects.id, email });
      for (let attemptsLeft = 4; attemptsLeft >= 0; attemptsLeft -= 1) {
        const check = await verifyEmailCode(t.db, { purpose, subjectId: subjects.id, code: otherThan(code) });
        expect(check).toEqual({ outcome: "invalid", attemptsLeft });
      }
      const locked = await verifyEmailCode(t.db, { purpose, subjectId: subjects.id, code });
      expect(locked).toEqual({ outcome: "locked" });
      const refusal = refuseEmailCode(
        { outcome: "locked" },
        { invalid: "CODE_INVALID", tooManyAttempts: "CODE_TOO_MANY_ATTEMPTS" },
      );
      expect({ status: refusal.statusCode, code: refusal.code }).toEqual({
        status: 429,
        code: "CODE_TOO_MANY_ATTEMPTS",
      });
      if (purpose === "translator_email")
        expect(await verifyEmailCode(t.db, { purpose, code })).toEqual({ outcome: "locked" });

      const fresh = await issueEmailCode(t.db, { purpose, subjectId: subjects.id, email });
      expect(await verifyEmailCode(t.db, { purpose, subjectId: subjects.id, code: fresh })).toMatchObject({
        outcome: "match",
      });
    },
  );

  it("a new code replaces the old one, and a matched code is used once", async () => {
    const subjects = await twins();
    const old = await issueEmailCode(t.db, {
      purpose: "customer_email",
      subjectId: subjects.id,
      email: subjects.customerEmail,
    });
    const matched = await verifyEmailCode(t.db, { purpose: "customer_email", subjectId: subjects.id, code: old });
    if (matched.outcome !== "match") throw new Error("expected a match");
    let fresh = await issueEmailCode(t.db, {
      purpose: "customer_email",
      subjectId: subjects.id,
      email: subjects.customerEmail,
    });
    while (fresh === old)
      fresh = await issueEmailCode(t.db, {
        purpose: "customer_email",
        subjectId: subjects.id,
        email: subjects.customerEmail,
      });
    expect(await verifyEmailCode(t.db, { purpose: "customer_email", subjectId: subjects.id, code: old })).toEqual({
      outcome: "invalid",
      attemptsLeft: 4,
    });
    // The old match can no longer be used up: the code it matched is gone.
    expect(await useUpEmailCodes(t.db, { purpose: "customer_email", subjectId: subjects.id, id: matched.id })).toBe(
      false,
    );
    const current = await verifyEmailCode(t.db, { purpose: "customer_email", subjectId: subjects.id, code: fresh });
    if (current.outcome !== "match") throw new Error("expected a match");
    expect(await useUpEmailCodes(t.db, { purpose: "customer_email", subjectId: subjects.id, id: current.id })).toBe(
      true,
    );
    expect(await useUpEmailCodes(t.db, { purpose: "customer_email", subjectId: subjects.id, id: current.id })).toBe(
      false,
    );
  });

  it("the resend minute counts from the subject's last code of that purpose only", async () => {
    const subjects = await twins();
    const now = new Date();
    await issueEmailCode(t.db, {
      purpose: "translator_email",
      subjectId: subjects.id,
      email: subjects.applicantEmail,
      now: new Date(now.getTime() - 50_000),
    });
    expect(await emailCodeResendWait(t.db, { purpose: "translator_email", subjectId: subjects.id, now })).toBe(10);
    expect(
      await emailCodeResendWait(t.db, {
        purpose: "translator_email",
        subjectId: subjects.id,
        now: new Date(now.getTime() + 10_000),
      }),
    ).toBe(0);
    // The customer with the same id was e-mailed at sign-up, just now: its own minute has barely started.
    expect(await emailCodeResendWait(t.db, { purpose: "customer_email", subjectId: subjects.id, now })).toBeGreaterThan(
      50,
    );
  });

  it("stores only a hash, and a subject's codes go when the subject is deleted", async () => {
    const subjects = await twins();
    const { translatorCode } = await issueBoth(subjects);
    const [row] = await t.db.select().from(emailCodes).where(eq(emailCodes.translatorId, subjects.id));
    expect(row).toMatchObject({
      purpose: "translator_email",
      userId: null,
      email: subjects.applicantEmail,
      attempts: 0,
      usedAt: null,
    });
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(translatorCode);

    await t.db.delete(translators).where(eq(translators.translatorId, subjects.id));
    expect(await t.db.select().from(emailCodes).where(eq(emailCodes.translatorId, subjects.id))).toEqual([]);
    expect(
      await t.db.select({ purpose: emailCodes.purpose }).from(emailCodes).where(eq(emailCodes.userId, subjects.id)),
    ).toEqual([{ purpose: "customer_email" }]);
  });
});
