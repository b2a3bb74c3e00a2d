import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translators } from "../../../src/server/db/schema/translators";
import { LINK_MESSAGES } from "../../../src/server/translators/verify-email-token";
import { APPLICATION_MESSAGES, RESEND_ANSWER } from "../../../src/shared/schemas/translators";
import { createTestApp, type TestApp } from "../../support/test-app";
import {
  applicationFields,
  emailVerifiedApplicant,
  postApplication,
  readVerificationMail,
  verificationSentAgo,
} from "./support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const resend = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/resend-translator-verification", payload: { email } });
const minuteAgo = (translatorId: number) => verificationSentAgo(t, translatorId, 61);

describe("POST /api/resend-translator-verification", () => {
  it("sends a new link and code after a minute; the old ones stop working", async () => {
    const fields = applicationFields();
    const { translatorId } = (await postApplication(t, fields)).json();
    const old = await readVerificationMail(t, fields.email);

    const tooSoon = await resend(fields.email);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(
      /^Please wait (60|59) seconds before requesting another verification email\.$/,
    );

    await minuteAgo(translatorId);
    const response = await resend(fields.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESEND_ANSWER });
    const fresh = await readVerificationMail(t, fields.email);
    expect(fresh.token).not.toBe(old.token);

    expect(
      (
        await t.app.inject({ method: "POST", url: "/api/verify-translator-email", payload: { token: old.token } })
      ).json().message,
    ).toBe(LINK_MESSAGES.unknown);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/verify-translator-email-code", payload: { code: old.code } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/verify-translator-email", payload: { token: fresh.token } }))
        .statusCode,
    ).toBe(200);
  });

  it("answers an unknown address exactly like a known one, without sending anything", async () => {
    const email = "nobody-applied@example.com";
    const response = await resend(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESEND_ANSWER });
    expect(await t.mailer.listOutbox({ to: email })).toHaveLength(0);
    // The per-address minute applies to unknown addresses too, so a 429 reveals nothing.
    expect((await resend(email)).statusCode).toBe(429);
  });

  it("sends a verified applicant a link to continue, and nothing once the identity step is done", async () => {
    const applicant = await emailVerifiedApplicant(t);
    await minuteAgo(applicant.translatorId);
    expect((await resend(applicant.email)).statusCode).toBe(200);
    const [mail] = await t.mailer.listOutbox({ to: applicant.email, limit: 1 });
    expect(mail!.subject).toBe("Continue your Bosphorus Translate translator application");

    const done = await emailVerifiedApplicant(t);
    await t.db
      .update(translators)
      .set({ status: "ID Verified" })
      .where(eq(translators.translatorId, done.translatorId));
    await minuteAgo(done.translatorId);
    const before = (await t.mailer.listOutbox({ to: done.email })).length;
    const answer = await resend(done.email);
    expect(answer.json()).toEqual({ message: RESEND_ANSWER });
    expect(await t.mailer.listOutbox({ to: done.email })).toHaveLength(before);
  });

  it("validates the e-mail", async () => {
    const response = await resend("not-an-email");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(APPLICATION_MESSAGES.email);
  });
});
