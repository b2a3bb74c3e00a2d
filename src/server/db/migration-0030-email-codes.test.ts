import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresUrlFor, withAdminClient } from "../../../tests/support/postgres-admin";
import { MIGRATIONS_DIR } from "../paths";
import { hashEmailCode } from "../security/email-codes/purposes";
import { verifyEmailCode } from "../security/email-codes/verify-email-code";
import { hashSecret } from "../security/one-time-codes";
import { type DatabaseHandle, openDatabase } from "./client";

// Migration 0030 moves the codes already e-mailed into email_codes: a database at 0029 with customers' codes in
// password_tokens and applicants' in the translators columns, migrated, still accepts those codes.

const TAG = "0030_email-codes";
let handle: DatabaseHandle;
let dropDatabase = async () => {};

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-migrations-"));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

/** An empty database: in-memory PGlite, or a throwaway one on DATABASE_URL's server. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `bt_test_migration_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  dropDatabase = () =>
    withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
      () => undefined,
    );
  return openDatabase({ databaseUrl: postgresUrlFor(serverUrl, name) });
}

async function migrateTo(migrationsFolder: string) {
  if (handle.kind === "pglite") await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}

const rows = async <T>(query: SQL) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

let customerId: number;
let pendingId: number;
beforeAll(async () => {
  handle = await emptyDatabase();
  const before = migrationsBefore(TAG);
  await migrateTo(before);
  fs.rmSync(before, { recursive: true, force: true });

  // A customer e-mailed twice (the older code used up by the newer one), with 2 wrong attempts on the newer.
  [{ id: customerId }] = await rows<{ id: number }>(
    sql`insert into users (email, username, password) values ('deniz@example.com', 'deniz', 'x') returning id`,
  );
  await handle.db
    .execute(sql`insert into password_tokens (user_id, token_hash, purpose, email, expires_at, used_at, created_at) values
    (${customerId}, ${hashSecret("old-link")}, 'email-verification', 'deniz@example.com', ${hoursFromNow(22)}, ${hoursFromNow(-1)}, ${hoursFromNow(-2)}),
    (${customerId}, ${hashSecret(`${customerId}:111111`)}, 'email-verification-code', 'deniz@example.com', ${hoursFromNow(22)}, ${hoursFromNow(-1)}, ${hoursFromNow(-2)}),
    (${customerId}, ${hashSecret("new-link")}, 'email-verification', 'deniz@example.com', ${hoursFromNow(23)}, null, ${hoursFromNow(-1)})`);
  await handle.db
    .execute(sql`insert into password_tokens (user_id, token_hash, purpose, email, attempts, expires_at, created_at) values
    (${customerId}, ${hashSecret(`${customerId}:222222`)}, 'email-verification-code', 'deniz@example.com', 2, ${hoursFromNow(23)}, ${hoursFromNow(-1)})`);

  // Applicants: one at the e-mail step (3 wrong attempts), one verified, one past the step, one without a code.
  const applicant = (
    email: string,
    status: string,
    code: string | null,
    tokenUsed: boolean,
  ) => sql`insert into translators
    (full_name, email, phone, country, native_language, language_pair, category, experience_years, status, token_expires, token_used,
     verification_code, verification_code_attempts, verification_sent_at)
    values ('Zeynep Arslan', ${email}, '+1 212 555 0148', 'United States', 'Turkish', 'tr-en', 'Legal', 7, ${status}, ${hoursFromNow(23)}, ${tokenUsed},
     ${code === null ? null : hashSecret(code)}, 3, ${hoursFromNow(-1)})
    returning translator_id as id`;
  [{ id: pendingId }] = await rows<{ id: number }>(applicant("pending@example.com", "Pending", "333333", false));
  await handle.db.execute(applicant("verified@example.com", "Email Verified", "444444", true));
  await handle.db.execute(applicant("identity@example.com", "ID Verified", "555555", true));
  await handle.db.execute(applicant("nocode@example.com", "Pending", null, false));

  await handle.migrate();
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await dropDatabase();
});

describe("migration 0030", () => {
  it("moves each subject's newest code with its hash, attempts, expiry and send time", async () => {
    const moved = await rows<{ purpose: string; email: string; code_hash: string; attempts: number; used: boolean }>(
      sql`select purpose, email, code_hash, attempts, used_at is not null as used from email_codes order by id`,
    );
    expect(moved).toEqual([
      {
        purpose: "customer_email",
        email: "deniz@example.com",
        code_hash: hashEmailCode("customer_email", "222222", customerId),
        attempts: 2,
        used: false,
      },
      {
        purpose: "translator_email",
        email: "pending@example.com",
        code_hash: hashEmailCode("translator_email", "333333"),
        attempts: 3,
        used: false,
      },
      {
        purpose: "translator_email",
        email: "verified@example.com",
        code_hash: hashSecret("444444"),
        attempts: 3,
        used: true,
      },
    ]);
    // The links stay in password_tokens; the translators' code columns are gone.
    expect(await rows(sql`select purpose from password_tokens order by id`)).toEqual([
      { purpose: "email-verification" },
      { purpose: "email-verification" },
    ]);
    const columns = await rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'translators' and column_name like 'verification%' order by column_name`,
    );
    expect(columns).toEqual([{ column_name: "verification_token" }]);
  });

  it("still accepts the codes already e-mailed, with the attempts already spent", async () => {
    expect(
      await verifyEmailCode(handle.db, { purpose: "customer_email", subjectId: customerId, code: "999999" }),
    ).toEqual({ outcome: "invalid", attemptsLeft: 2 });
    expect(
      await verifyEmailCode(handle.db, { purpose: "customer_email", subjectId: customerId, code: "222222" }),
    ).toMatchObject({ outcome: "match" });
    expect(await verifyEmailCode(handle.db, { purpose: "translator_email", code: "333333" })).toMatchObject({
      outcome: "match",
      subjectId: pendingId,
    });
    expect(await verifyEmailCode(handle.db, { purpose: "translator_email", code: "444444" })).toEqual({
      outcome: "invalid",
    });
  });
});
