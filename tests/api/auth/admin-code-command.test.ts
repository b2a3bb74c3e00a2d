import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeAdminCode } from "../../../src/server/admin/issue-verification-code";
import { openDatabase, type DatabaseHandle } from "../../../src/server/db/client";
import { adminVerifications, users } from "../../../src/server/db/schema/users";
import { seedDatabase } from "../../../src/server/seed/seed-database";
import { PROJECT_ROOT } from "../../../src/server/paths";
import { secretMatches } from "../../../src/server/security/one-time-codes";
import { openTestDatabase } from "../../support/test-database";

const run = promisify(execFile);
const ADMIN = { username: "ops-admin", email: "ops@example.com", password: "ops-admin-password" };

// The break-glass as an operator runs it while e-mail is down (docs/administration.md), on the database the server
// would open: DATABASE_URL on PostgreSQL, else the embedded database in DATA_DIR (opened by one process at a time).
let env: NodeJS.ProcessEnv;
let withDatabase: <T>(work: (database: DatabaseHandle) => Promise<T>) => Promise<T>;
let cleanUp: () => Promise<void>;
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-admin-code-"));
  const base = { ...process.env, DATA_DIR: dataDir, PORT: "1", NODE_ENV: "test" };
  if (process.env.DATABASE_URL) {
    const database = await openTestDatabase();
    await seedDatabase(database.db, { admin: ADMIN });
    env = { ...base, DATABASE_URL: database.url };
    withDatabase = (work) => work(database);
    cleanUp = () => database.close();
  } else {
    const dbDir = path.join(dataDir, "db");
    const database = await openDatabase({ dataDir: dbDir });
    await database.migrate();
    await seedDatabase(database.db, { admin: ADMIN });
    await database.close();
    env = { ...base, DATABASE_URL: "" };
    withDatabase = async (work) => {
      const opened = await openDatabase({ dataDir: dbDir });
      try {
        return await work(opened);
      } finally {
        await opened.close();
      }
    };
    cleanUp = async () => undefined;
  }
  const previous = cleanUp;
  cleanUp = async () => {
    await previous();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(async () => cleanUp?.());

async function command(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/admin-code.ts", ...args], {
      cwd: PROJECT_ROOT,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const latestCode = () =>
  withDatabase(async ({ db }) => {
    const [admin] = await db.select().from(users).where(eq(users.username, ADMIN.username));
    const [row] = await db
      .select()
      .from(adminVerifications)
      .where(eq(adminVerifications.userId, admin!.id))
      .orderBy(desc(adminVerifications.createdAt), desc(adminVerifications.id))
      .limit(1);
    return row!;
  });

describe("npm run admin:code -- <username>", () => {
  it("prints a code the admin's code step accepts, replacing the e-mailed one, with an audit line that holds no code", async () => {
    // The admin signed in with the password: a code was e-mailed (and lost), and two wrong ones were typed.
    const mailed = await withDatabase(async ({ db }) => {
      const [admin] = await db.select().from(users).where(eq(users.username, ADMIN.username));
      const code = await storeAdminCode(db, admin!.id, { cooldown: false, carryAttempts: false });
      await db.update(adminVerifications).set({ invalidAttempts: 2 }).where(eq(adminVerifications.userId, admin!.id));
      return code;
    });

    const { code, stdout, stderr } = await command("--", "OPS-ADMIN");
    expect(code).toBe(0);
    const printed = stdout.match(/^Verification code for ops-admin: (\d{6})$/m)?.[1];
    expect(printed).toBeDefined();
    const current = await latestCode();
    expect(secretMatches(printed!, current.code)).toBe(true);
    expect(current.invalidAttempts).toBe(2); // no new guesses bought
    expect(current.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    if (printed !== mailed) expect(secretMatches(mailed, current.code)).toBe(false);

    const audit = stderr
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(audit).toEqual([
      expect.objectContaining({
        audit: "admin.break-glass-code",
        admin: "ops-admin",
        by: os.userInfo().username,
        msg: expect.stringContaining("break-glass"),
      }),
    ]);
    expect(stderr).not.toContain(printed!);
  }, 60_000);

  it("refuses an account that is not an admin and an unknown name, and shows the usage without one", async () => {
    await withDatabase(({ db }) =>
      db.insert(users).values({
        username: "cust-1",
        email: "cust-1@example.com",
        password: "x",
        firstName: "A",
        lastName: "B",
        role: "user",
      }),
    );
    expect(await command("cust-1")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('"cust-1" is not an administrator'),
    });
    expect(await command("nobody")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account has the username "nobody".'),
    });
    expect(await command()).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Usage: npm run admin:code -- <username>"),
    });
  }, 60_000);
});
