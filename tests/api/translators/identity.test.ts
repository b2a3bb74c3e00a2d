import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translators } from "../../../src/server/db/schema/translators";
import { createStripeIdentityProvider } from "../../../src/server/identity/stripe-identity-provider";
import { IDENTITY_REFUSALS, OTHER_BROWSER_MESSAGE } from "../../../src/server/translators/start-identity-verification";
import { createTestApp, type TestApp } from "../../support/test-app";
import { emailVerifiedApplicant, postApplication, translatorRow } from "./support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const start = (id: number | string, cookie?: string) =>
  t.app.inject({ method: "POST", url: `/api/translator/${id}/verify-identity`, headers: cookie ? { cookie } : {} });
const complete = (clientSecret: string, outcome: "verified" | "failed") =>
  t.app.inject({ method: "POST", url: "/api/test-identity/complete", payload: { clientSecret, outcome } });

describe("POST /api/translator/:id/verify-identity with the built-in provider", () => {
  it("is refused before the e-mail is verified, for bad ids and from another browser", async () => {
    const { translatorId } = (await postApplication(t)).json();
    const pending = await start(translatorId);
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe(IDENTITY_REFUSALS.Pending);

    for (const id of ["abc", "0", "1e3"]) {
      const response = await start(id);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Invalid translator ID");
    }
    expect((await start(999999)).statusCode).toBe(404);

    const applicant = await emailVerifiedApplicant(t);
    const noCookie = await start(applicant.translatorId);
    expect(noCookie.statusCode).toBe(403);
    expect(noCookie.json().message).toBe(OTHER_BROWSER_MESSAGE);
    // Another applicant's cookie does not open this application either.
    expect((await start(applicant.translatorId, (await emailVerifiedApplicant(t)).cookie)).statusCode).toBe(403);
  });

  it("opens a session and a completed check makes the application 'ID Verified'", async () => {
    const applicant = await emailVerifiedApplicant(t);
    const response = await start(applicant.translatorId, applicant.cookie);
    expect(response.statusCode).toBe(200);
    const { clientSecret, provider } = response.json();
    expect(provider).toBe("test");
    expect(clientSecret).toMatch(/^vs_test_[0-9a-f]+_secret_[0-9a-f]+$/);
    expect((await translatorRow(t, applicant.translatorId)).stripeVerificationId).toBe(
      clientSecret.split("_secret_")[0],
    );

    expect((await complete(`${clientSecret}x`, "verified")).statusCode).toBe(404);
    const done = await complete(clientSecret, "verified");
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: "ID Verified" });
    expect((await translatorRow(t, applicant.translatorId)).status).toBe("ID Verified");
    const [mail] = await t.mailer.listOutbox({ to: applicant.email, limit: 1 });
    expect(mail!.subject).toBe("Your identity has been verified");

    // Repeating the outcome (a redelivered event) or failing afterwards changes nothing.
    expect((await complete(clientSecret, "failed")).json()).toEqual({ status: "ID Verified" });
    const again = await start(applicant.translatorId, applicant.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(IDENTITY_REFUSALS["ID Verified"]);
  });

  it("a failed check makes the application 'ID Verification Failed'", async () => {
    const applicant = await emailVerifiedApplicant(t);
    const { clientSecret } = (await start(applicant.translatorId, applicant.cookie)).json();
    expect((await complete(clientSecret, "failed")).json()).toEqual({ status: "ID Verification Failed" });
    expect((await translatorRow(t, applicant.translatorId)).status).toBe("ID Verification Failed");
  });

  it("only the newest session counts", async () => {
    const applicant = await emailVerifiedApplicant(t);
    const first = (await start(applicant.translatorId, applicant.cookie)).json().clientSecret;
    const second = (await start(applicant.translatorId, applicant.cookie)).json().clientSecret;
    expect((await complete(first, "failed")).statusCode).toBe(400);
    expect((await complete(second, "verified")).json()).toEqual({ status: "ID Verified" });
  });
});

describe("POST /api/stripe/identity-webhook", () => {
  const webhookSecret = "whsec_test_identity_secret";
  const signer = new Stripe("sk_test_not_used");
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({
      identity: createStripeIdentityProvider({ secretKey: "sk_test_not_used", webhookSecret }),
    });
  });
  afterAll(async () => s.close());

  function event(type: string, sessionId: string, translatorId: number) {
    return JSON.stringify({
      id: `evt_${sessionId}_${type.length}`,
      object: "event",
      type,
      data: {
        object: {
          id: sessionId,
          object: "identity.verification_session",
          metadata: { translatorId: String(translatorId) },
        },
      },
    });
  }
  const post = (payload: string, signature?: string) =>
    s.app.inject({
      method: "POST",
      url: "/api/stripe/identity-webhook",
      headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
      payload,
    });

  async function applicantWithSession(sessionId: string) {
    const applicant = await emailVerifiedApplicant(s);
    await s.db
      .update(translators)
      .set({ stripeVerificationId: sessionId })
      .where(eq(translators.translatorId, applicant.translatorId));
    return applicant;
  }

  it("rejects a missing or wrong signature and changes nothing", async () => {
    const applicant = await applicantWithSession("vs_sig_check");
    const payload = event("identity.verification_session.verified", "vs_sig_check", applicant.translatorId);
    const missing = await post(payload);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Missing Stripe-Signature header");
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    const wrong = await post(payload, forged);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Invalid webhook signature");
    // A body altered after signing fails too.
    const signed = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await post(payload.replace("vs_sig_check", "vs_other"), signed)).statusCode).toBe(400);
    expect((await translatorRow(s, applicant.translatorId)).status).toBe("Email Verified");
  });

  it("applies verified and requires_input events signed with the endpoint secret", async () => {
    const verified = await applicantWithSession("vs_good");
    const failed = await applicantWithSession("vs_bad");
    for (const [type, sessionId, translatorId] of [
      ["identity.verification_session.verified", "vs_good", verified.translatorId],
      ["identity.verification_session.requires_input", "vs_bad", failed.translatorId],
      ["identity.verification_session.processing", "vs_bad", failed.translatorId],
    ] as const) {
      const payload = event(type, sessionId, translatorId);
      const response = await post(
        payload,
        signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect((await translatorRow(s, verified.translatorId)).status).toBe("ID Verified");
    expect((await translatorRow(s, failed.translatorId)).status).toBe("ID Verification Failed");
  });

  it("has no built-in completion route when Stripe is configured", async () => {
    const response = await s.app.inject({
      method: "POST",
      url: "/api/test-identity/complete",
      payload: { clientSecret: "vs_x_secret_y", outcome: "verified" },
    });
    expect(response.statusCode).toBe(404);
  });
});
