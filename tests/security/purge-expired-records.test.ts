import { eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVICE_FAILURE_WINDOW_MS, DEVICE_LOCK_MS } from "../../src/server/auth/device-lockout";
import {
  CONTACT_CONFIRMATION_RETENTION_MS,
  EXPIRED_SECRET_GRACE_MS,
  purgeExpiredRecords,
} from "../../src/server/auth/purge-expired-records";
import { contactConfirmations } from "../../src/server/db/schema/marketing";
import { deviceCookieLockouts } from "../../src/server/db/schema/security";
import { adminVerifications, passwordTokens, sessions } from "../../src/server/db/schema/users";
import {
  CONTACT_CONFIRMATION_INTERVAL_MS,
  claimContactConfirmation,
} from "../../src/server/marketing/claim-contact-confirmation";
import type { JobDefinition, JobName, JobQueue } from "../../src/server/queue/job-queue";
import { registerJobs } from "../../src/server/queue/register-jobs";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR_MS = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);
const whoAmI = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode;

/** The app's job definitions and schedules, as the real queue would receive them. */
function recordJobs() {
  const definitions = new Map<JobName, JobDefinition>();
  const schedules = new Map<JobName, number>();
  const queue = {
    define: (name: JobName, definition: JobDefinition) => void definitions.set(name, definition),
    schedule: (name: JobName, everyMinutes: number) => void schedules.set(name, everyMinutes),
    send: async () => {},
  } as unknown as JobQueue;
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  registerJobs(queue, {
    db: t.db,
    mailer: t.mailer,
    storage: t.storage,
    analyser: undefined as never,
    payments: t.payments,
    publicUrl: "http://localhost",
    log,
    tmpDir: t.dataDir,
    autoApprovalEveryMinutes: 10,
  });
  return { definitions, schedules };
}

let seq = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++seq}`;

async function addSession(userId: number, expiresAt: Date) {
  const id = unique("session");
  await t.db.insert(sessions).values({ id, userId, expiresAt });
  return id;
}
async function addSecret(userId: number, expiresAt: Date) {
  const [row] = await t.db
    .insert(passwordTokens)
    .values({ userId, tokenHash: unique("token"), purpose: "reset", expiresAt })
    .returning({ id: passwordTokens.id });
  return row!.id;
}
async function addAdminCode(userId: number, expiresAt: Date) {
  const [row] = await t.db
    .insert(adminVerifications)
    .values({ userId, code: unique("code"), expiresAt })
    .returning({ id: adminVerifications.id });
  return row!.id;
}
async function addDeviceLockout(userId: number, windowStartedAt: Date, lockedUntil: Date | null) {
  const nonce = unique("nonce");
  await t.db
    .insert(deviceCookieLockouts)
    .values({ nonce, userId, failedLogins: lockedUntil ? 10 : 3, windowStartedAt, lockedUntil });
  return nonce;
}
async function addContactConfirmation(sentAt: Date) {
  const emailKey = unique("purge-test");
  await t.db.insert(contactConfirmations).values({ emailKey, sentAt });
  return emailKey;
}

describe("the hourly purge of expired records", () => {
  it("is scheduled hourly and deletes each kind of expired row while live ones, and the live session, keep working", async () => {
    const { definitions, schedules } = recordJobs();
    expect(schedules.get("housekeeping.purge-expired")).toBe(60);

    const customer = await t.registerCustomer();
    const userId = customer.user.id;
    const expiredSession = await addSession(userId, ago(1000));
    const liveSession = await addSession(userId, ahead(HOUR_MS));
    const oldSecret = await addSecret(userId, ago(EXPIRED_SECRET_GRACE_MS + HOUR_MS));
    const recentlyExpiredSecret = await addSecret(userId, ago(HOUR_MS));
    const liveSecret = await addSecret(userId, ahead(HOUR_MS));
    const oldAdminCode = await addAdminCode(userId, ago(EXPIRED_SECRET_GRACE_MS + HOUR_MS));
    const liveAdminCode = await addAdminCode(userId, ahead(10 * 60 * 1000));
    const overLockout = await addDeviceLockout(
      userId,
      ago(DEVICE_FAILURE_WINDOW_MS + DEVICE_LOCK_MS + 1000),
      ago(1000),
    );
    const overWindow = await addDeviceLockout(userId, ago(DEVICE_FAILURE_WINDOW_MS + 1000), null);
    const stillLocked = await addDeviceLockout(userId, ago(DEVICE_FAILURE_WINDOW_MS + 1000), ahead(HOUR_MS));
    const windowOpen = await addDeviceLockout(userId, ago(1000), null);
    const oldConfirmation = await addContactConfirmation(ago(CONTACT_CONFIRMATION_RETENTION_MS + HOUR_MS));
    const recentConfirmation = await addContactConfirmation(ago(HOUR_MS));

    await definitions.get("housekeeping.purge-expired")!.handler({});

    const sessionIds = (
      await t.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(inArray(sessions.id, [expiredSession, liveSession]))
    ).map((row) => row.id);
    expect(sessionIds).toEqual([liveSession]);
    const secretIds = (
      await t.db
        .select({ id: passwordTokens.id })
        .from(passwordTokens)
        .where(inArray(passwordTokens.id, [oldSecret, recentlyExpiredSecret, liveSecret]))
    ).map((row) => row.id);
    expect(secretIds.sort()).toEqual([recentlyExpiredSecret, liveSecret].sort());
    expect(secretIds).not.toContain(oldSecret);
    const codeIds = (
      await t.db
        .select({ id: adminVerifications.id })
        .from(adminVerifications)
        .where(eq(adminVerifications.userId, userId))
    ).map((row) => row.id);
    expect(codeIds).toEqual([liveAdminCode]);
    expect(codeIds).not.toContain(oldAdminCode);
    const nonces = (
      await t.db
        .select({ nonce: deviceCookieLockouts.nonce })
        .from(deviceCookieLockouts)
        .where(eq(deviceCookieLockouts.userId, userId))
    ).map((row) => row.nonce);
    expect(nonces.sort()).toEqual([stillLocked, windowOpen].sort());
    expect(nonces).not.toContain(overLockout);
    expect(nonces).not.toContain(overWindow);
    const keys = (
      await t.db
        .select({ key: contactConfirmations.emailKey })
        .from(contactConfirmations)
        .where(like(contactConfirmations.emailKey, "purge-test-%"))
    ).map((row) => row.key);
    expect(keys).toEqual([recentConfirmation]);
    expect(keys).not.toContain(oldConfirmation);

    // The customer's own session (made at sign-up) is live and still signs them in.
    expect(await whoAmI(customer.cookie)).toBe(200);
  });

  it("works through a backlog larger than one batch, and a second run finds nothing", async () => {
    const customer = await t.registerCustomer();
    const expired = ago(1000);
    await t.db
      .insert(sessions)
      .values(
        Array.from({ length: 25 }, () => ({ id: unique("backlog"), userId: customer.user.id, expiresAt: expired })),
      );

    const first = await purgeExpiredRecords(t.db, new Date(), 4);
    expect(first.sessions).toBeGreaterThanOrEqual(25);
    expect(await t.db.select().from(sessions).where(like(sessions.id, "backlog-%"))).toEqual([]);
    const second = await purgeExpiredRecords(t.db, new Date(), 4);
    expect(second).toEqual({ sessions: 0, secrets: 0, adminCodes: 0, deviceLockouts: 0, contactConfirmations: 0 });
    expect(await whoAmI(customer.cookie)).toBe(200);
  });

  it("keeps a contact acknowledgement as long as it limits its inbox: a purged one is not sent twice in a day", async () => {
    expect(CONTACT_CONFIRMATION_RETENTION_MS).toBeGreaterThan(CONTACT_CONFIRMATION_INTERVAL_MS);
    const email = `${unique("inbox")}@example.com`;
    expect(await claimContactConfirmation(t.db, email)).toBe(true);
    await purgeExpiredRecords(t.db);
    expect(await claimContactConfirmation(t.db, email)).toBe(false);
  });
});
