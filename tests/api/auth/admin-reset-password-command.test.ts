import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../src/server/db/client";
import { seedDatabase } from "../../../src/server/seed/seed-database";
import { PROJECT_ROOT } from "../../../src/server/paths";
import { openTestDatabase } from "../../support/test-database";

const run = promisify(execFile);
const ADMIN = { username: "ops-admin", email: "ops@example.com", password: "ops-admin-password" };

// The command as an operator runs it, on the database the server would open: DATABASE_URL when the suite runs on
// PostgreSQL, else an embedded database in DATA_DIR (PGlite files belong to one process, so it is closed first).
let env: NodeJS.ProcessEnv;
let cleanUp: () => Promise<void>;
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-admin-reset-"));
  const base = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: "1",
    PUBLIC_URL: "https://translate.example.com",
    NODE_ENV: "test",
  };
  if (process.env.DATABASE_URL) {
    const database = await openTestDatabase();
    await seedDatabase(database.db, { admin: ADMIN });
    env = { ...base, DATABASE_URL: database.url };
    cleanUp = () => database.close();
  } else {
    const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
    await database.migrate();
    await seedDatabase(database.db, { admin: ADMIN });
    await database.close();
    env = { ...base, DATABASE_URL: "" };
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
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/admin-reset-password.ts", ...args],
      { cwd: PROJECT_ROOT, env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run admin:reset-password -- <username>", () => {
  it("prints a one-time link to /reset-password on PUBLIC_URL for an admin", async () => {
    const { code, stdout } = await command("--", "OPS-ADMIN");
    expect(code).toBe(0);
    expect(stdout).toContain("One-time link for ops-admin (valid for 60 minutes, works once");
    expect(stdout).toMatch(/^https:\/\/translate\.example\.com\/reset-password\?token=[A-Za-z0-9_-]{43}$/m);
  });

  it("exits 1 with the reason for an unknown username, 2 with the usage without one", async () => {
    expect(await command("nobody")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account has the username "nobody".'),
    });
    expect(await command()).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Usage: npm run admin:reset-password -- <username>"),
    });
  });
});
