import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translators } from "../../../src/server/db/schema/translators";
import { CODE_RATE_LIMITED_MESSAGE } from "../../../src/server/translators/verify-translator-email-code";
import { LINK_MESSAGES } from "../../../src/server/translators/verify-email-token";
import { CODE_MESSAGES } from "../../../src/shared/schemas/translators";
import { createTestApp, type TestApp } from "../../support/test-app";
import {
  applicantCookie,
  applicationFields,
  postApplication,
  readVerificationMail,
  translatorRow,
  verificationSentAgo,
} from "./support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function apply() {
  const fields = applicationFields();
  const response = await postApplication(t, fields);
  const { translatorId } = response.json<{ translatorId: number }>();
  return { translatorId, email: fields.email, ...(await readVerificationMail(t, fields.email)) };
}

const verifyLink = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/verify-translator-email", payload: { token } });
const verifyCode = (payload: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/verify-translator-email-code", payload });

describe("POST /api/verify-translator-email", () => {
  it("verifies the e-mail once, answers where to go next and keeps the applicant's cookie", async () => {
    const { translatorId, token } = await apply();
    const response = await verifyLink(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Your email has been verified. Next, please verify your identity.",
      translatorId,
      redirectUrl: `/translator-id-verification?id=${translatorId}`,
    });
    expect(applicantCookie(response)).toContain("bt_translator_applicant=");
    expect(response.cookies[0]).toMatchObject({ httpOnly: true, path: "/api/translator", sameSite: "Lax" });
    expect(await translatorRow(t, translatorId)).toMatchObject({
      emailVerified: true,
      tokenUsed: true,
      status: "Email Verified",
    });

    const reused = await verifyLink(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(LINK_MESSAGES.used);
  });

  it("refuses an expired link and leaves the application pending", async () => {
    const { translatorId, token } = await apply();
    await t.db
      .update(translators)
      .set({ tokenExpires: new Date(Date.now() - 1000) })
      .where(eq(translators.translatorId, translatorId));
    const response = await verifyLink(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(LINK_MESSAGES.expired);
    expect(await translatorRow(t, translatorId)).toMatchObject({ emailVerified: false, status: "Pending" });
  });

  it.each(["A".repeat(43), "short", "bad$token%21"])("refuses an unknown or malformed token %s", async (token) => {
    const response = await verifyLink(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(LINK_MESSAGES.unknown);
  });

  const postLink = (payload: unknown) =>
    t.app.inject({ method: "POST", url: "/api/verify-translator-email", payload: payload as Record<string, unknown> });

  it("no longer answers the old GET link (a read must not use up the single-use token)", async () => {
    const { token } = await apply();
    const response = await t.app.inject({ method: "GET", url: `/api/verify-translator-email/${token}` });
    expect(response.statusCode).toBe(404);
  });

  it.each([{}, { token: 42 }, { token: "short" }])("answers 400 'link is not valid' to %o", async (payload) => {
    const response = await postLink(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(LINK_MESSAGES.unknown);
  });
});

describe("POST /api/verify-translator-email-code", () => {
  it("verifies with the code alone and answers like the link", async () => {
    const { translatorId, code } = await apply();
    const response = await verifyCode({ code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      translatorId,
      redirectUrl: `/translator-id-verification?id=${translatorId}`,
    });
    applicantCookie(response);
    expect(await translatorRow(t, translatorId)).toMatchObject({
      emailVerified: true,
      tokenUsed: true,
      status: "Email Verified",
    });
    // The pair is single use: the code again, or the link afterwards, no longer works.
    expect((await verifyCode({ code })).json().message).toBe(CODE_MESSAGES.invalid);
  });

  it.each([
    [{ code: "" }, CODE_MESSAGES.required],
    [{}, CODE_MESSAGES.required],
    [{ code: "12345" }, CODE_MESSAGES.length],
    [{ code: "1234567" }, CODE_MESSAGES.length],
    [{ code: "12a456" }, CODE_MESSAGES.length],
  ])("answers 400 with the spec's message for %o", async (payload, message) => {
    const response = await verifyCode(payload as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("refuses a wrong or expired code", async () => {
    const { translatorId, code } = await apply();
    const wrong = await verifyCode({ code: code === "000000" ? "111111" : "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Invalid verification code. Please check and try again.");
    await t.db
      .update(translators)
      .set({ tokenExpires: new Date(Date.now() - 1000) })
      .where(eq(translators.translatorId, translatorId));
    expect((await verifyCode({ code })).json().message).toBe(CODE_MESSAGES.invalid);
  });

  it("allows 5 wrong codes per application (with its e-mail), then requires a new e-mail", async () => {
    const { translatorId, email, code } = await apply();
    const wrongCode = code === "999999" ? "888888" : "999999";
    for (let attemptsLeft = 4; attemptsLeft >= 0; attemptsLeft -= 1) {
      const response = await verifyCode({ email, code: wrongCode });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: CODE_MESSAGES.invalid, attemptsLeft });
    }
    const locked = await verifyCode({ email, code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(CODE_MESSAGES.tooManyAttempts);
    // The code alone is locked too.
    expect((await verifyCode({ code })).statusCode).toBe(429);
    expect((await translatorRow(t, translatorId)).status).toBe("Pending");

    // A new e-mail (once the minute has passed) brings a new code with fresh attempts.
    await verificationSentAgo(t, translatorId, 61);
    const resend = await t.app.inject({
      method: "POST",
      url: "/api/resend-translator-verification",
      payload: { email },
    });
    expect(resend.statusCode).toBe(200);
    const fresh = await readVerificationMail(t, email);
    expect((await verifyCode({ email, code: fresh.code })).statusCode).toBe(200);
  });
});

describe("codes entered without an e-mail", () => {
  it("are limited to 10 wrong guesses per client within 15 minutes", async () => {
    const own = await createTestApp();
    try {
      const guess = (code: string) =>
        own.app.inject({ method: "POST", url: "/api/verify-translator-email-code", payload: { code } });
      for (let i = 0; i < 10; i += 1) expect((await guess(String(100000 + i))).statusCode).toBe(400);
      const limited = await guess("123456");
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(CODE_RATE_LIMITED_MESSAGE);
    } finally {
      await own.close();
    }
  });
});
