import { eq } from "drizzle-orm";
import { invalidateAllSessions } from "../../../src/server/auth/sessions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translators } from "../../../src/server/db/schema/translators";
import { passwordTokens, users } from "../../../src/server/db/schema/users";
import { ADMIN_EMAIL_MESSAGE } from "../../../src/server/translators/create-translator-account";
import type { TranslatorStatus } from "../../../src/shared/enums";
import { SET_PASSWORD_MESSAGES, type TranslatorApplicationList } from "../../../src/shared/schemas/translators";
import { DECISION_MESSAGES, translatorTab } from "../../../src/shared/translator-status";
import { PNG_BYTES } from "../../support/fixtures";
import { TEST_ADMIN, createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import {
  SAMPLE_TEXT,
  applicationFields,
  defaultFiles,
  idVerifiedApplicant,
  postApplication,
  translatorRow,
} from "./support";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const decide = (id: number, status: string, cookie = admin) =>
  t.app.inject({ method: "PUT", url: `/api/admin/translators/${id}/status`, headers: { cookie }, payload: { status } });
const list = async () =>
  (
    await t.app.inject({ method: "GET", url: "/api/admin/translators?limit=100", headers: { cookie: admin } })
  ).json<TranslatorApplicationList>().items;

/** An application written straight to the database in the given status. */
async function applicationIn(status: TranslatorStatus) {
  const { translatorId } = (await postApplication(t)).json<{ translatorId: number }>();
  await t.db
    .update(translators)
    .set({ status, emailVerified: status !== "Pending" })
    .where(eq(translators.translatorId, translatorId));
  return translatorId;
}

describe("GET /api/admin/translators", () => {
  it("lists the spec's fields, with admin-only file links instead of storage keys", async () => {
    const fields = applicationFields();
    const files = { ...(await defaultFiles()), associationMembershipFile: { name: "card.png", bytes: PNG_BYTES } };
    const { translatorId } = (await postApplication(t, fields, files)).json();
    const row = (await list()).find((item) => item.translatorId === translatorId)!;
    expect(row).toEqual({
      translatorId,
      fullName: fields.fullName,
      email: fields.email,
      emailVerified: false,
      phone: fields.phone,
      country: "United States",
      nativeLanguage: "Turkish",
      languagePair: "tr-en",
      category: "Legal",
      experienceYears: 7,
      resumeUrl: `/api/admin/translators/${translatorId}/resume`,
      sampleTranslationsUrl: `/api/admin/translators/${translatorId}/samples`,
      associationMembershipUrl: `/api/admin/translators/${translatorId}/association`,
      freelancerProfileUrl: fields.freelancerProfileUrl,
      status: "Pending",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("holds every status, grouped by the screen into Pending, Approved and Rejected tabs", async () => {
    const ids: Record<string, number> = {};
    for (const status of [
      "Pending",
      "Email Verified",
      "ID Verified",
      "ID Verification Failed",
      "Approved",
      "Rejected",
    ] as const) {
      ids[status] = await applicationIn(status);
    }
    const rows = await list();
    const tabOf = (id: number) => translatorTab(rows.find((row) => row.translatorId === id)!.status);
    expect(Object.fromEntries(Object.entries(ids).map(([status, id]) => [status, tabOf(id)]))).toEqual({
      Pending: "pending",
      "Email Verified": "pending",
      "ID Verified": "pending",
      "ID Verification Failed": "rejected",
      Approved: "approved",
      Rejected: "rejected",
    });
    // Newest first.
    expect(rows[0]!.translatorId).toBe(ids.Rejected);
    // Each tab lists its statuses only, and says how many each tab holds.
    for (const tab of ["pending", "approved", "rejected"] as const) {
      const page = (
        await t.app.inject({
          method: "GET",
          url: `/api/admin/translators?tab=${tab}&limit=100`,
          headers: { cookie: admin },
        })
      ).json<TranslatorApplicationList>();
      expect(page.items.every((row) => translatorTab(row.status) === tab)).toBe(true);
      expect(page.tabCounts[tab]).toBe(rows.filter((row) => translatorTab(row.status) === tab).length);
    }
  });
});

describe("PUT /api/admin/translators/:id/status", () => {
  it("approves only an 'ID Verified' application", async () => {
    for (const status of ["Pending", "Email Verified", "ID Verification Failed"] as const) {
      const response = await decide(await applicationIn(status), "Approved");
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(DECISION_MESSAGES.approveNeedsIdentity);
    }
  });

  it("rejects an undecided application once, e-mails the applicant, and refuses to change the decision", async () => {
    const translatorId = await applicationIn("Email Verified");
    const response = await decide(translatorId, "Rejected");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ translatorId, status: "Rejected" });
    const { email } = await translatorRow(t, translatorId);
    const [mail] = await t.mailer.listOutbox({ to: email, limit: 1 });
    expect(mail!.subject).toBe("Your translator application");
    expect(mail!.text).toContain("we are unable to accept your application");

    for (const status of ["Rejected", "Approved"]) {
      const again = await decide(translatorId, status);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(DECISION_MESSAGES.alreadyRejected);
    }
    const failed = await applicationIn("ID Verification Failed");
    expect((await decide(failed, "Rejected")).statusCode).toBe(200);
  });

  it("approval creates a translator account whose set-password link lets them sign in", async () => {
    const applicant = await idVerifiedApplicant(t);
    const response = await decide(applicant.translatorId, "Approved");
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe("Approved");

    const row = await translatorRow(t, applicant.translatorId);
    const [user] = await t.db.select().from(users).where(eq(users.id, row.userId!));
    expect(user).toMatchObject({ email: applicant.email, role: "translator", firstName: "Zeynep", lastName: "Arslan" });

    const [mail] = await t.mailer.listOutbox({ to: applicant.email, limit: 1 });
    expect(mail!.subject).toBe("Your translator application has been approved");
    const link = mail!.text.match(/(\S+\/set-password\?token=([A-Za-z0-9_-]+))/)!;
    expect(link[1]).toBe(`${t.config.publicUrl}/set-password?token=${link[2]}`);
    const token = link[2]!;

    const rejectApproved = await decide(applicant.translatorId, "Rejected");
    expect(rejectApproved.json().message).toBe(DECISION_MESSAGES.alreadyApproved);

    const setPassword = (payload: object) => t.app.inject({ method: "POST", url: "/api/set-password", payload });
    const short = await setPassword({ token, password: "12345" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Password must be at least 6 characters");
    const done = await setPassword({ token, password: "translator-pass-1" });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: SET_PASSWORD_MESSAGES.done, username: user!.username });

    const signedIn = await t.login(applicant.email, "translator-pass-1");
    expect(signedIn.user.role).toBe("translator");
    const reused = await setPassword({ token, password: "another-pass-2" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(SET_PASSWORD_MESSAGES.invalidLink);
  });

  it("invites an existing verified customer account instead of converting it, and never an admin's", async () => {
    const { user } = await t.registerCustomer();
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    invalidateAllSessions(); // the session cache does not see direct writes
    const applicant = await idVerifiedApplicant(t, applicationFields({ email: user.email }));
    expect((await decide(applicant.translatorId, "Approved")).statusCode).toBe(200);
    // Nothing changes until the owner accepts from the e-mailed link while signed in (tests/security/translator-takeover.test.ts).
    expect((await translatorRow(t, applicant.translatorId)).userId).toBeNull();
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(unchanged!.role).toBe("user");
    const [mail] = await t.mailer.listOutbox({ to: user.email, limit: 1 });
    expect(mail!.text).toContain(`You already have an account with us (username ${user.username})`);
    expect(mail!.text).toMatch(/\/accept-translator-invitation\?token=[A-Za-z0-9_-]{43}/);
    expect(mail!.text).not.toContain("set-password");

    const adminApplicant = await idVerifiedApplicant(t, applicationFields({ email: TEST_ADMIN.email }));
    const refused = await decide(adminApplicant.translatorId, "Approved");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ADMIN_EMAIL_MESSAGE);
    expect((await translatorRow(t, adminApplicant.translatorId)).status).toBe("ID Verified");
  });

  it("refuses an expired set-password link", async () => {
    const applicant = await idVerifiedApplicant(t);
    await decide(applicant.translatorId, "Approved");
    const [mail] = await t.mailer.listOutbox({ to: applicant.email, limit: 1 });
    const token = mail!.text.match(/set-password\?token=([A-Za-z0-9_-]+)/)![1]!;
    await t.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, (await translatorRow(t, applicant.translatorId)).userId!));
    const response = await t.app.inject({
      method: "POST",
      url: "/api/set-password",
      payload: { token, password: "translator-pass-1" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SET_PASSWORD_MESSAGES.invalidLink);
  });

  it.each([
    [{ status: "Pending" }, 400, "Status must be Approved or Rejected"],
    [{}, 400, "Status must be Approved or Rejected"],
  ])("validates the body %o", async (payload, status, message) => {
    const id = await applicationIn("ID Verified");
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/admin/translators/${id}/status`,
      headers: { cookie: admin },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it("answers 404 for an unknown application and 400 for a bad id", async () => {
    expect((await decide(999999, "Rejected")).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/admin/translators/abc/status",
      headers: { cookie: admin },
      payload: { status: "Rejected" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("admin file routes", () => {
  it("stream each stored file inline with the type its content shows", async () => {
    const files = await defaultFiles();
    const { translatorId } = (
      await postApplication(t, applicationFields(), {
        ...files,
        associationMembershipFile: { name: "c.png", bytes: PNG_BYTES },
      })
    ).json();
    const get = (route: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/admin/translators/${translatorId}/${route}`,
        headers: { cookie: admin },
      });

    const resume = await get("resume");
    expect(resume.statusCode).toBe(200);
    expect(resume.headers["content-type"]).toBe("application/pdf");
    expect(resume.headers["content-disposition"]).toBe(`inline; filename=resume-${translatorId}.pdf`);
    expect(resume.headers["x-content-type-options"]).toBe("nosniff");
    expect(resume.rawPayload).toEqual(files.resumeFile.bytes);

    const sample = await get("samples");
    expect(sample.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(sample.rawPayload).toEqual(SAMPLE_TEXT);
    expect((await get("association")).headers["content-type"]).toBe("image/png");
  });

  it("answer 404 for a missing optional file", async () => {
    const { translatorId } = (await postApplication(t)).json();
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/translators/${translatorId}/association`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(404);
  });

  it("are closed to visitors (401) and customers (403), like the list and the decision", async () => {
    const { translatorId } = (await postApplication(t)).json();
    const { cookie: customer } = await t.registerCustomer();
    const requests = [
      { method: "GET", url: `/api/admin/translators/${translatorId}/resume` },
      { method: "GET", url: `/api/admin/translators/${translatorId}/samples` },
      { method: "GET", url: `/api/admin/translators/${translatorId}/association` },
      { method: "GET", url: "/api/admin/translators" },
      { method: "PUT", url: `/api/admin/translators/${translatorId}/status`, payload: { status: "Rejected" } },
    ] as const;
    for (const request of requests) {
      expect((await t.app.inject({ ...request })).statusCode).toBe(401);
      expect((await t.app.inject({ ...request, headers: { cookie: customer } })).statusCode).toBe(403);
    }
    expect((await translatorRow(t, translatorId)).status).toBe("Pending");
  });
});
