import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema/users";
import { EMAIL_CHANGE_MESSAGES, INVITATION_MESSAGES } from "../../src/shared/schemas/auth";
import { verifiedAdminCookie } from "../api/admin/admin-session";
import { applicationFields, idVerifiedApplicant, translatorRow } from "../api/translators/support";
import { createTestApp, sessionCookie, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t?.close());

const approve = (translatorId: number) =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/translators/${translatorId}/status`,
    headers: { cookie: admin },
    payload: { status: "Approved" },
  });
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const latestMail = async (to: string) => (await t.mailer.listOutbox({ to, limit: 1 }))[0]!;

/** What the attacker can reach after the approval: the translator portal must stay closed. */
async function expectNoTranslatorAccess(cookie: string, userId: number) {
  expect((await userRow(userId)).role).toBe("user");
  const jobs = await t.app.inject({ method: "GET", url: "/api/translator/jobs", headers: { cookie } });
  expect(jobs.statusCode).toBe(403);
}

/** The approved applicant gets a new account and a set-password link, and the link works. */
async function expectNewTranslatorAccount(applicant: { translatorId: number; email: string }, attackerId: number) {
  const row = await translatorRow(t, applicant.translatorId);
  expect(row.status).toBe("Approved");
  expect(row.userId).not.toBe(attackerId);
  const mail = await latestMail(applicant.email);
  expect(mail.text).not.toContain("existing account");
  const token = mail.text.match(/set-password\?token=([A-Za-z0-9_-]+)/)![1]!;
  const set = await t.app.inject({
    method: "POST",
    url: "/api/set-password",
    payload: { token, password: "Translator-pass-91" },
  });
  expect(set.statusCode).toBe(200);
  const signedIn = await t.login(applicant.email, "Translator-pass-91");
  expect(signedIn.user).toMatchObject({ id: row.userId, role: "translator" });
}

describe("translator account takeover (issue 13, item 1)", () => {
  it("signing up with an applicant's e-mail before approval gives no role, jobs or files", async () => {
    const fields = applicationFields();
    const applicant = await idVerifiedApplicant(t, fields);
    const attacker = await t.registerCustomer({ email: fields.email!, verified: false });
    expect(attacker.user.emailVerified).toBe(false);
    expect((await approve(applicant.translatorId)).statusCode).toBe(200);
    await expectNoTranslatorAccess(attacker.cookie, attacker.user.id);
    await expectNewTranslatorAccount({ translatorId: applicant.translatorId, email: fields.email! }, attacker.user.id);
  });

  it("changing an account's e-mail to an applicant's needs the password and gives no role, jobs or files", async () => {
    const fields = applicationFields();
    const applicant = await idVerifiedApplicant(t, fields);
    const attacker = await t.registerCustomer();
    const patch = (payload: object) =>
      t.app.inject({
        method: "PATCH",
        url: "/api/user",
        headers: { cookie: attacker.cookie },
        payload: { firstName: "Eve", lastName: "Attacker", ...payload },
      });

    const withoutPassword = await patch({ email: fields.email });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().message).toBe(EMAIL_CHANGE_MESSAGES.passwordRequired);
    const wrongPassword = await patch({ email: fields.email, currentPassword: "not-my-password" });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe(EMAIL_CHANGE_MESSAGES.wrongPassword);

    const changed = await patch({ email: fields.email, currentPassword: attacker.password });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: fields.email, emailVerified: false });
    // The old address hears of it; the new one must be verified again.
    expect((await latestMail(attacker.user.email)).subject).toBe("Your Bosphorus Translate e-mail address was changed");
    expect((await latestMail(fields.email!)).subject).toBe("Verify your e-mail address");

    expect((await approve(applicant.translatorId)).statusCode).toBe(200);
    await expectNoTranslatorAccess(attacker.cookie, attacker.user.id);
    await expectNewTranslatorAccount({ translatorId: applicant.translatorId, email: fields.email! }, attacker.user.id);
  });

  it("a verified account is attached only when its signed-in owner accepts from the e-mailed link", async () => {
    const owner = await t.registerCustomer({ verified: false });
    const code = (await latestMail(owner.user.email)).text.match(/\b(\d{6})\b/)![1]!;
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/verify-email-code",
      headers: { cookie: owner.cookie },
      payload: { code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ emailVerified: true });

    const applicant = await idVerifiedApplicant(t, applicationFields({ email: owner.user.email }));
    expect((await approve(applicant.translatorId)).statusCode).toBe(200);
    expect((await userRow(owner.user.id)).role).toBe("user");
    expect((await translatorRow(t, applicant.translatorId)).userId).toBeNull();
    const mail = await latestMail(owner.user.email);
    expect(mail.text).not.toContain("existing account");
    const token = mail.text.match(/accept-translator-invitation\?token=([A-Za-z0-9_-]+)/)![1]!;

    const accept = (cookie?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/translator-invitations/accept",
        headers: cookie ? { cookie } : {},
        payload: { token },
      });
    expect((await accept()).statusCode).toBe(401);
    const someoneElse = await t.registerCustomer();
    const wrongAccount = await accept(someoneElse.cookie);
    expect(wrongAccount.statusCode).toBe(400);
    expect(wrongAccount.json().message).toBe(INVITATION_MESSAGES.invalid);
    expect((await userRow(someoneElse.user.id)).role).toBe("user");

    const accepted = await accept(owner.cookie);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: owner.user.id, role: "translator" });
    expect((await translatorRow(t, applicant.translatorId)).userId).toBe(owner.user.id);
    // A role change issues a new session token; the old cookie is over.
    const fresh = sessionCookie(accepted);
    expect(fresh).not.toBe(owner.cookie);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/translator/jobs", headers: { cookie: owner.cookie } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/translator/jobs", headers: { cookie: fresh } })).statusCode,
    ).toBe(200);
    expect((await accept(fresh)).statusCode).toBe(400);
  });
});
