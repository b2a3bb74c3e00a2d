import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAdminPasswordReset } from "../../../src/server/auth/issue-admin-password-reset";
import { invalidateAllSessions } from "../../../src/server/auth/sessions";
import { passwordTokens, users } from "../../../src/server/db/schema/users";
import { hashSecret } from "../../../src/server/security/one-time-codes";
import { PASSWORD_MESSAGES } from "../../../src/shared/password-rules";
import { startAdminLogin, verifiedAdminCookie } from "../admin/admin-session";
import { TEST_ADMIN, createTestApp, type TestApp } from "../../support/test-app";
import {
  CHANGED_SUBJECT,
  INVALID_LINK,
  REQUESTED,
  latestResetLink,
  mailsTo,
  requestReset,
  resetPassword,
} from "./password-reset-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signedIn = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode === 200;
const loginStatus = async (username: string, password: string) =>
  (await t.app.inject({ method: "POST", url: "/api/login", payload: { username, password } })).statusCode;

describe("POST /api/forgot-password", () => {
  it("answers 202 with the same body for an e-mail, a username, unknown names and an admin; only the customer gets links", async () => {
    const { user } = await t.registerCustomer();
    const answers = await Promise.all(
      [
        user.email.toUpperCase(),
        ` ${user.username} `,
        "nobody-here@example.com",
        "nobody-here",
        TEST_ADMIN.username,
        TEST_ADMIN.email,
      ].map((identifier) => requestReset(t, identifier)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual(REQUESTED);
    }
    expect(await mailsTo(t, user.email)).toHaveLength(2);
    expect(await mailsTo(t, "nobody-here@example.com")).toHaveLength(0);
    expect(await mailsTo(t, TEST_ADMIN.email)).toHaveLength(0);
  });

  it("e-mails a link to /reset-password valid for 60 minutes, keeping only the token's hash", async () => {
    const { user } = await t.registerCustomer({ firstName: "Elif" });
    await requestReset(t, user.username);
    const [mail] = await mailsTo(t, user.email);
    expect(mail!.text).toContain("Hello Elif,");
    expect(mail!.text).toContain(`Someone (we hope you) asked to reset the password of your account ${user.username}.`);
    expect(mail!.text).toContain("The link works once and expires in 60 minutes.");
    const { url, token } = await latestResetLink(t, user.email);
    expect(url).toBe(`${t.config.publicUrl}/reset-password?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    const link = rows.find((row) => row.purpose === "password-reset")!;
    expect(link.tokenHash).toBe(hashSecret(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeGreaterThan(59 * 60 * 1000);
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it("writes the Turkish e-mail and a /tr link for a customer who uses the site in Turkish", async () => {
    const { user } = await t.registerCustomer();
    await t.db.update(users).set({ language: "tr" }).where(eq(users.id, user.id));
    await requestReset(t, user.email);
    const { url, token } = await latestResetLink(t, user.email, "Bosphorus Translate şifrenizi sıfırlayın");
    expect(url).toBe(`${t.config.publicUrl}/tr/reset-password?token=${token}`);

    expect((await resetPassword(t, token, "yeni-sifre-2024")).statusCode).toBe(200);
    const [notice] = await mailsTo(t, user.email, "Bosphorus Translate şifreniz değiştirildi");
    expect(notice!.text).toContain(`${user.username} hesabınızın şifresi az önce değiştirildi`);
    expect(notice!.text).toContain(`${t.config.publicUrl}/tr/forgot-password`);
  });

  it("sends nothing to a disabled account, and refuses an empty name with the form's message", async () => {
    const { user } = await t.registerCustomer();
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    const answer = await requestReset(t, user.email);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual(REQUESTED);
    expect(await mailsTo(t, user.email)).toHaveLength(0);

    const empty = await requestReset(t, "  ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Please enter your email address or username");
    expect((await requestReset(t, 42)).json().message).toBe("Please enter your email address or username");
  });
});

describe("POST /api/reset-password", () => {
  it("sets the new password once, ends every session, resets the sign-in delay and sends the notice", async () => {
    const { user, cookie, password } = await t.registerCustomer();
    const otherDevice = await t.login(user.email, password);
    // Forgotten passwords come with failed sign-ins: their growing delay must not greet the new password.
    await t.db.update(users).set({ failedLogins: 9, lastFailedLoginAt: new Date() }).where(eq(users.id, user.id));
    invalidateAllSessions(); // the session cache does not see direct writes
    await requestReset(t, user.email);
    const { token } = await latestResetLink(t, user.email);

    const answer = await resetPassword(t, token, "a-brand-new-secret");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      message: "Your password has been changed. Sign in with your new password.",
      signInPath: "/auth",
    });
    expect(await signedIn(cookie)).toBe(false);
    expect(await signedIn(otherDevice.cookie)).toBe(false);
    expect(await loginStatus(user.username, password)).toBe(401);
    expect(await loginStatus(user.username, "a-brand-new-secret")).toBe(200);

    const [notice] = await mailsTo(t, user.email, CHANGED_SUBJECT);
    expect(notice!.text).toContain(
      `The password of your account ${user.username} was just changed, and every device signed in to it was signed out.`,
    );
    expect(notice!.text).toContain(`${t.config.publicUrl}/forgot-password`);

    const again = await resetPassword(t, token, "yet-another-secret");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_LINK);
    expect(await loginStatus(user.username, "a-brand-new-secret")).toBe(200);
  });

  it("refuses a link older than 60 minutes", async () => {
    const { user, password } = await t.registerCustomer();
    await requestReset(t, user.username);
    const { token } = await latestResetLink(t, user.email);
    // Sixty-one minutes later: the clock moves in the database.
    const past = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);
    await t.db
      .update(passwordTokens)
      .set({ createdAt: past(61), expiresAt: past(1) })
      .where(eq(passwordTokens.tokenHash, hashSecret(token)));
    const answer = await resetPassword(t, token, "too-late-secret");
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(INVALID_LINK);
    expect(await loginStatus(user.username, password)).toBe(200);
  });

  it("keeps only the newest link working", async () => {
    const { user } = await t.registerCustomer();
    await requestReset(t, user.email);
    const first = await latestResetLink(t, user.email);
    await requestReset(t, user.username);
    const second = await latestResetLink(t, user.email);
    expect((await resetPassword(t, first.token, "first-link-secret")).json().message).toBe(INVALID_LINK);
    expect((await resetPassword(t, second.token, "second-link-secret")).statusCode).toBe(200);
  });

  it("refuses an unknown token and a missing one with the same message", async () => {
    for (const payload of [
      { token: "x".repeat(43), password: "whatever-secret" },
      { password: "whatever-secret" },
      { token: "" },
    ]) {
      const answer = await t.app.inject({ method: "POST", url: "/api/reset-password", payload });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(INVALID_LINK);
    }
  });

  it("applies the sign-up password rules, and a refused password leaves the link usable", async () => {
    const { user } = await t.registerCustomer();
    await requestReset(t, user.email);
    const { token } = await latestResetLink(t, user.email);
    const refusals: Array<[string, string]> = [
      ["short", "Password must be at least 6 characters"],
      ["x".repeat(101), "Password is too long"],
      ["password123", PASSWORD_MESSAGES.common],
      [user.username, PASSWORD_MESSAGES.matchesIdentity],
    ];
    for (const [password, message] of refusals) {
      const answer = await resetPassword(t, token, password);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect((await resetPassword(t, token, "finally-a-good-one")).statusCode).toBe(200);
  });

  it("refuses a link once the account's e-mail changed or the account was disabled", async () => {
    const moved = await t.registerCustomer();
    await requestReset(t, moved.user.email);
    const movedLink = await latestResetLink(t, moved.user.email);
    await t.db
      .update(users)
      .set({ email: `new-${moved.user.email}` })
      .where(eq(users.id, moved.user.id));
    expect((await resetPassword(t, movedLink.token, "new-address-secret")).json().message).toBe(INVALID_LINK);

    const disabled = await t.registerCustomer();
    await requestReset(t, disabled.user.email);
    const disabledLink = await latestResetLink(t, disabled.user.email);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.user.id));
    expect((await resetPassword(t, disabledLink.token, "disabled-secret")).json().message).toBe(INVALID_LINK);
  });

  it("marks the e-mail verified: the link proved the mailbox", async () => {
    const { user, cookie } = await t.registerCustomer({ verified: false });
    expect(user.emailVerified).toBe(false);
    await requestReset(t, user.email);
    await resetPassword(t, (await latestResetLink(t, user.email)).token, "mailbox-proven-secret");
    expect(await signedIn(cookie)).toBe(false);
    const { user: after } = await t.login(user.username, "mailbox-proven-secret");
    expect(after.emailVerified).toBe(true);
  });

  it("works for a translator, who signs in at /auth", async () => {
    const { user } = await t.registerCustomer();
    await t.db.update(users).set({ role: "translator" }).where(eq(users.id, user.id));
    await requestReset(t, user.username);
    const answer = await resetPassword(t, (await latestResetLink(t, user.email)).token, "translator-new-secret");
    expect(answer.json().signInPath).toBe("/auth");
    const { user: after } = await t.login(user.username, "translator-new-secret");
    expect(after.role).toBe("translator");
  });
});

describe("an admin's reset link (npm run admin:reset-password)", () => {
  it("is printed, not e-mailed; it works once, ends the admin's sessions and points to /admin/auth", async () => {
    const adminCookie = await verifiedAdminCookie(t);
    const [admin] = await t.db.select().from(users).where(eq(users.username, TEST_ADMIN.username));
    const before = (await t.mailer.listOutbox({ to: TEST_ADMIN.email, limit: 100 })).length;
    const { url, username } = await issueAdminPasswordReset(t.db, { username: "ADMIN", publicUrl: t.config.publicUrl });
    expect(username).toBe(TEST_ADMIN.username);
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    expect((await t.mailer.listOutbox({ to: TEST_ADMIN.email, limit: 100 })).length).toBe(before);
    const token = new URL(url).searchParams.get("token")!;
    const [row] = await t.db
      .select()
      .from(passwordTokens)
      .where(and(eq(passwordTokens.userId, admin!.id), eq(passwordTokens.tokenHash, hashSecret(token))));
    expect(row!.purpose).toBe("admin-password-reset");

    const answer = await resetPassword(t, token, "new-admin-secret-1");
    expect(answer.statusCode).toBe(200);
    expect(answer.json().signInPath).toBe("/admin/auth");
    expect(await signedIn(adminCookie)).toBe(false);
    const [notice] = await mailsTo(t, TEST_ADMIN.email, CHANGED_SUBJECT);
    expect(notice!.text).toContain("whoever runs the server can print a new reset link");
    expect((await resetPassword(t, token, "another-admin-secret")).json().message).toBe(INVALID_LINK);
    await startAdminLogin(t, { username: TEST_ADMIN.username, password: "new-admin-secret-1" });
  });

  it("is refused for customers and unknown usernames", async () => {
    const { user } = await t.registerCustomer();
    await expect(
      issueAdminPasswordReset(t.db, { username: user.username, publicUrl: t.config.publicUrl }),
    ).rejects.toThrow(
      `"${user.username}" is not an administrator: customers and translators use "Forgot your password?" on the sign-in page.`,
    );
    await expect(
      issueAdminPasswordReset(t.db, { username: "no-such-admin", publicUrl: t.config.publicUrl }),
    ).rejects.toThrow('No account has the username "no-such-admin".');
  });
});
