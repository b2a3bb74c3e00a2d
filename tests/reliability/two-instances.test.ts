import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import net from "node:net";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomerFields, TEST_ADMIN } from "../support/test-app";
import { httpClient, tempDataDir, throwawayPostgresDatabase } from "./real-server";

// Two real server processes (main.ts, as `npm start` runs it) on one throwaway PostgreSQL database and the
// machine's Redis, with a real SMTP server on loopback. Runs in the PostgreSQL run (npm run test:pg), where CI
// has PostgreSQL and Redis; the default PGlite run has no shared database for two processes and skips it.
const serverUrl = process.env.DATABASE_URL;
// A Redis database of its own, emptied first: earlier runs' rate-limit counters must not count here.
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/9";
const SKIP_REASON = "two instances need PostgreSQL and Redis: runs with npm run test:pg, skipped in the PGlite run";

type Instance = { name: string; child: ChildProcess; base: string; exited: Promise<number | null> };

const received: Array<{ to: string[]; raw: string }> = [];
/** The next message to this address gets no answer (its sender hangs mid-send); others are answered as usual. */
let stallRecipient: string | null = null;
let stalled = 0;
let smtp: SMTPServer | undefined;
let smtpPort = 0;
let database: Awaited<ReturnType<typeof throwawayPostgresDatabase>>;
let sql: pg.Pool;
let dataDir: string;
const instances: Instance[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The mail server, started late on purpose: e-mails queued while it was down must still arrive. */
async function startSmtp() {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      const stall = stallRecipient !== null && session.envelope.rcptTo.some((r) => r.address === stallRecipient);
      if (stall) stallRecipient = null;
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        // A stalled message never gets its answer: the sender is "mid-job" until it dies.
        if (stall) return void (stalled += 1);
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  smtp.on("error", () => {}); // a killed client's socket resets
  await new Promise<void>((resolve) => smtp!.listen(smtpPort, "127.0.0.1", resolve));
}

async function startInstance(name: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.resolve(import.meta.dirname, "../../src/server/main.ts")],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SERVE_CLIENT: "false",
        DEMO_DATA: "false",
        NODE_ENV: "production",
        SHUTDOWN_DRAIN_MS: "0",
        LOG_LEVEL: "fatal",
        ADMIN_PASSWORD: TEST_ADMIN.password,
        ADMIN_EMAIL: TEST_ADMIN.email,
        AUTO_APPROVAL_EVERY_MINUTES: "1",
        MAIL_RETRY_BASE_SECONDS: "1",
        JOB_MAINTENANCE_SECONDS: "2",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const instance = { name, child, base: `http://127.0.0.1:${port}`, exited };
  instances.push(instance); // killed in afterAll whatever happens next
  // Generous: on a loaded CI machine tsx compiles the whole server before it listens.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${instance.base}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return instance;
    await sleep(200);
  }
  throw new Error(`instance ${name} did not become ready`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, read: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value) return value;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function outboxRow(to: string) {
  const { rows } = await sql.query<{ status: string; attempts: number; error: string | null }>(
    'select status, attempts, error from mail_outbox where lower("to") = lower($1) order by id desc limit 1',
    [to],
  );
  return rows[0];
}

describe.skipIf(!serverUrl)(`two instances on one PostgreSQL and Redis (${SKIP_REASON})`, () => {
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    await redis.quit();
    database = await throwawayPostgresDatabase(serverUrl!);
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    dataDir = tempDataDir();
    smtpPort = await freePort(); // nothing listens there yet: the mail server is down
    // Started together: the startup lock lets one migrate and seed while the other waits.
    [a, b] = await Promise.all([startInstance("A"), startInstance("B")]);
  }, 330_000);

  afterAll(async () => {
    for (const instance of instances) instance.child.kill("SIGKILL");
    await Promise.all(instances.map((instance) => instance.exited));
    await new Promise((resolve) => (smtp ? smtp.close(() => resolve(undefined)) : resolve(undefined)));
    await sql?.end();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a session started on A is valid on B", async () => {
    const onA = httpClient(a.base);
    const fields = newCustomerFields();
    expect((await onA.call("POST", "/api/register", { json: fields })).status).toBe(201);
    const cookie = (
      await onA.call("POST", "/api/login", { json: { username: fields.username, password: fields.password } })
    ).headers
      .getSetCookie()[0]!
      .split(";")[0]!;

    const onB = await fetch(`${b.base}/api/user`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ username: fields.username, email: fields.email });
  });

  it("signing out on A ends the session on B, whose session cache heard it through Redis", async () => {
    const onA = httpClient(a.base);
    const fields = newCustomerFields();
    expect((await onA.call("POST", "/api/register", { json: fields })).status).toBe(201);
    const cookie = (
      await onA.call("POST", "/api/login", { json: { username: fields.username, password: fields.password } })
    ).headers
      .getSetCookie()[0]!
      .split(";")[0]!;
    const userOnB = () => fetch(`${b.base}/api/user`, { headers: { cookie } });
    expect((await userOnB()).status).toBe(200); // B now holds the session in its cache
    expect((await userOnB()).status).toBe(200);

    expect((await fetch(`${a.base}/api/logout`, { method: "POST", headers: { cookie } })).status).toBe(200);
    // Pub/sub delivers after A answered: B refuses the cookie once the message is in (well before its 30 s cache lifetime).
    await waitFor("B to refuse the signed-out cookie", async () => (await userOnB()).status === 401, 10_000);
  });

  it("an admin's wrong codes count across both instances; the code e-mail queued while SMTP was down arrives once it starts", async () => {
    const admin = httpClient(a.base);
    const login = await admin.call("POST", "/api/admin/login", {
      json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const wrongCode = (instance: Instance) =>
      fetch(`${instance.base}/api/admin/verify`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ code: "000000" }),
      });

    const first = await wrongCode(a);
    expect(first.status).toBe(400);
    expect(await first.json()).toMatchObject({ message: "Invalid verification code", attemptsLeft: 4 });
    const second = await wrongCode(b);
    expect(await second.json()).toMatchObject({ message: "Invalid verification code", attemptsLeft: 3 });

    // The code e-mail: queued, tried against the dead mail server, and kept with the reason.
    const queued = await waitFor(
      "a failed attempt",
      async () => {
        const row = await outboxRow(TEST_ADMIN.email);
        // The attempt is claimed (attempts + 1) before it connects: wait for its outcome, the error, too.
        return row && row.attempts >= 1 && row.error ? row : undefined;
      },
      20_000,
    );
    expect(queued.status).toBe("queued");
    expect(queued.error).toContain("ECONNREFUSED");

    await startSmtp();
    // Its next retry comes within seconds (MAIL_RETRY_BASE_SECONDS=1), later on a loaded machine.
    await waitFor("the code e-mail", async () => received.find((mail) => mail.to.includes(TEST_ADMIN.email)), 60_000);
    await waitFor(
      "the outbox row marked sent",
      async () => {
        const row = await outboxRow(TEST_ADMIN.email);
        return row?.status === "sent" ? row : undefined;
      },
      30_000,
    );
    expect(await outboxRow(TEST_ADMIN.email)).toMatchObject({ status: "sent", error: null });
  }, 150_000);

  it("a translator's wrong codes typed on A count on B (the shared limits, not one instance's memory)", async () => {
    const guess = (instance: Instance, code: string) =>
      httpClient(instance.base).call("POST", "/api/verify-translator-email-code", { json: { code } });
    for (let i = 0; i < 10; i += 1) expect((await guess(i % 2 === 0 ? a : b, String(200000 + i))).status).toBe(400);
    const refused = await guess(b, "299999");
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      "Too many incorrect codes. Please wait a few minutes, or use the link in your email.",
    );
    expect((await guess(a, "299998")).status).toBe(429);
  }, 60_000);

  it("sign-in failures on A count on B: the shared Redis counter refuses B's next attempt", async () => {
    const fields = newCustomerFields();
    expect((await httpClient(a.base).call("POST", "/api/register", { json: fields })).status).toBe(201);
    const wrongPassword = (instance: Instance, username = fields.username) =>
      fetch(`${instance.base}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password: "wrong-password" }),
      });
    // loginPerAccount counts 10 failed answers per address and username in 15 minutes. Which one A gives depends
    // on the clock: a wrong password (401) or, after 4 in a row, the account's growing delay (429, docs/security.md "Attack-run fixes", stored
    // on the user row); each counts as a failure in Redis either way.
    for (let i = 0; i < 10; i += 1) {
      const answer = await wrongPassword(a);
      const { message } = (await answer.json()) as { message: string };
      if (answer.status === 401) expect(message).toBe("Invalid username or password");
      else {
        expect(answer.status).toBe(429);
        expect(message).toMatch(/^Too many failed sign-ins for this account\. Please try again in \d+ seconds?\.$/);
      }
    }
    // B has seen none of them: only the shared counter can refuse it, before the password is even checked.
    const refused = await wrongPassword(b);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await refused.json()).message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    // Per account, not per instance: another username from the same address is still answered on B.
    const other = await wrongPassword(b, `nobody-${Date.now()}`);
    expect(other.status).toBe(401);
    expect((await other.json()).message).toBe("Invalid username or password");
  });

  it("kill -9 of the instance sending an e-mail: the other one delivers it, exactly once", async () => {
    expect(smtp).toBeDefined(); // started by the test above
    b.child.kill("SIGSTOP"); // B frozen: A alone takes the job
    // Only this e-mail stalls: other e-mails still in flight (the sign-up verifications above) are answered.
    const email = `launch-${Date.now()}@example.com`;
    stallRecipient = email;
    try {
      expect((await httpClient(a.base).call("POST", "/api/launch-notifications", { json: { email } })).status).toBe(
        201,
      );
      await waitFor("A to be mid-send", async () => stalled === 1, 20_000);
      a.child.kill("SIGKILL");
      expect(await a.exited).toBe(null);
    } finally {
      b.child.kill("SIGCONT");
    }
    // A's attempt holds the e-mail for its lease (a minute); then B's copy of the job sends it. A never got an
    // answer from the mail server, so whatever reached it from A was not delivered.
    await waitFor("B to deliver", async () => received.find((mail) => mail.to.includes(email)), 100_000);
    const row = await waitFor(
      "the row marked sent",
      async () => {
        const current = await outboxRow(email);
        return current?.status === "sent" && current;
      },
      10_000,
    );
    // A's claim was stored before it talked to the mail server, B's after the lease: at least two attempts (more
    // only if one of B's failed); how many is not the point.
    expect(row).toMatchObject({ status: "sent", error: null });
    expect(row.attempts).toBeGreaterThanOrEqual(2);
    expect(received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  }, 120_000);

  it("each scheduled job runs exactly once per slot across the instances", async () => {
    // Every minute (AUTO_APPROVAL_EVERY_MINUTES=1) with both instances up for over a minute by now.
    await waitFor(
      "a completed auto-approval run",
      async () => {
        const { rows } = await sql.query(
          "select 1 from pgboss.job where name = 'review.auto-approve' and state = 'completed' union all select 1 from pgboss.archive where name = 'review.auto-approve' and state = 'completed'",
        );
        return rows.length > 0;
      },
      90_000,
    );
    // pg-boss turns each due slot into one "send-it" job keyed by the schedule and the slot's minute, which then
    // sends the job itself. Counted per slot, not per minute of creation: under load a slot's job can be created
    // in the next minute, beside that minute's own.
    const { rows } = await sql.query<{ name: string; slot: string; runs: string }>(`
      select singleton_key as name, singleton_on::text as slot, count(*)::text as runs from (
        select name, singleton_key, singleton_on from pgboss.job union all select name, singleton_key, singleton_on from pgboss.archive
      ) jobs where name = '__pgboss__send-it' and singleton_key in ('review.auto-approve', 'mail.sweep') group by 1, 2 order by 2`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.runs !== "1")).toEqual([]);
    // And each slot's send-it sent the job once: no more runs of a schedule than slots.
    const { rows: runs } = await sql.query<{ name: string; runs: string }>(`
      select name, count(*)::text as runs from (select name from pgboss.job union all select name from pgboss.archive) jobs
      where name in ('review.auto-approve', 'mail.sweep') group by 1`);
    for (const { name, runs: count } of runs) {
      const slots = rows.filter((row) => row.name === name).length;
      expect([name, Number(count) <= slots]).toEqual([name, true]);
    }
  }, 120_000);
});
