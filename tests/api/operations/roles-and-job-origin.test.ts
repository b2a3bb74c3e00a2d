import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppConfig, loadConfig } from "../../../src/server/config";
import type { DatabaseHandle } from "../../../src/server/db/client";
import { mailOutbox } from "../../../src/server/db/schema/mail";
import { createMailer } from "../../../src/server/mail/create-mailer";
import { jobLogBindings } from "../../../src/server/observability/job-context";
import { scrapeMetrics } from "../../../src/server/observability/scrape";
import { createJobQueue } from "../../../src/server/queue/create-job-queue";
import type { JobQueue } from "../../../src/server/queue/job-queue";
import { eq, sql } from "drizzle-orm";
import { type TestApp, createTestApp } from "../../support/test-app";

const quiet = { error: () => {} };

/** The server's configuration for `role` on the test's database (PostgreSQL: pg-boss; PGlite: the embedded queue). */
function configFor(role: AppConfig["role"], database: DatabaseHandle & { url?: string }): AppConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-role-"));
  return {
    ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test" }),
    role,
    databaseUrl: database.kind === "postgres" ? database.url : undefined,
  };
}

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let waited = 0; waited < 30_000; waited += 50) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Every value of `name` (with `labels`) in a metrics text. */
function metricValue(text: string, name: string, labels = ""): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ""} `));
  return line ? Number(line.split(" ").pop()) : 0;
}

describe(`ROLE=web and ROLE=worker (${process.env.DATABASE_URL ? "pg-boss" : "embedded queue"})`, () => {
  let t: TestApp;
  let database: DatabaseHandle & { url?: string };
  let web: JobQueue;
  let worker: JobQueue;
  const ran: Record<"web" | "worker", { job: string; data: Record<string, unknown> }[]> = { web: [], worker: [] };
  const logLines: Record<string, unknown>[] = [];
  // The server's logger as start-server.ts makes it: pino with the job bindings as its mixin.
  const log = pino(
    { mixin: jobLogBindings },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );

  beforeAll(async () => {
    // The app serves requests as ROLE=web does: its queue sends jobs and runs none.
    t = await createTestApp({
      queue: (handle) => {
        database = handle;
        return (web = createJobQueue(configFor("web", handle), handle, quiet));
      },
    });
    worker = createJobQueue(configFor("worker", database), database, quiet);
    for (const [role, queue] of [
      ["web", web],
      ["worker", worker],
    ] as const) {
      for (const job of ["storage.sweep", "data-export.prepare"] as const) {
        queue.define(job, {
          handler: async (data) => {
            ran[role].push({ job, data });
            log.info({ role }, "job ran");
          },
          retryLimit: 0,
          retryDelaySeconds: 1,
          expireInSeconds: 60,
        });
      }
      queue.schedule("storage.sweep", 1);
    }
    await web.start();
    await worker.start();
  });
  afterAll(async () => {
    await worker?.stop(5_000);
    await web?.stop(5_000);
    await t?.close();
  });

  it("a web instance queues jobs that a worker instance runs, and runs none itself, not even its schedules", async () => {
    for (const run of [1, 2, 3]) await web.send("storage.sweep", { run });
    await until(
      () => ran.worker.filter((entry) => entry.job === "storage.sweep" && entry.data.run).length === 3,
      "the worker to run the 3 jobs",
    );
    expect(
      ran.worker
        .filter((entry) => entry.data.run)
        .map((entry) => entry.data.run)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(ran.web).toEqual([]);
  });

  it("the request that queued a job names it: the job's data carries its reqId, and so does the worker's log line", async () => {
    const { cookie } = await t.registerCustomer();
    const response = await t.app.inject({ method: "POST", url: "/api/user/data-export", headers: { cookie } });
    expect(response.statusCode).toBe(202);
    const reqId = response.headers["x-request-id"];
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    await until(
      () => logLines.some((line) => line.role === "worker" && line.job === "data-export.prepare"),
      "the export job's log line",
    );
    const line = logLines.find((l) => l.role === "worker" && l.job === "data-export.prepare")!;
    expect(line).toMatchObject({ msg: "job ran", reqId, jobId: expect.any(String) });
    expect(ran.worker.find((entry) => entry.job === "data-export.prepare")?.data).toMatchObject({ _origin: { reqId } });
    // A job sent outside any request (a schedule, start-up, the sends above) names none.
    const scheduled = logLines.find((l) => l.role === "worker" && l.job === "storage.sweep" && l.reqId === undefined);
    expect(scheduled?.jobId).toEqual(expect.any(String));
    expect(ran.web).toEqual([]);
  });

  it("job_queue_jobs for mail.deliver and mail_backlog agree: e-mails not yet delivered, jobs by state", async () => {
    // SMTP that is never reached: the web instance queues, nobody works mail.deliver here.
    const mailer = createMailer({ db: t.db, from: "test@example.com", smtpUrl: "smtp://127.0.0.1:9", queue: web });
    await t.db.delete(mailOutbox);
    for (const n of [1, 2, 3]) await mailer.send({ to: `due${n}@example.com`, subject: "Due", text: "now" });
    // One e-mail waiting for its next attempt (as after a failed one): its job is delayed.
    const later = await mailer.queue(t.db, { to: "later@example.com", subject: "Later", text: "retry" });
    await web.send(
      "mail.deliver",
      { mailId: later },
      { startAfter: new Date(Date.now() + 3_600_000), singletonKey: `mail:${later}` },
    );
    // A delivered e-mail is no backlog, and has no job.
    const sent = await mailer.queue(t.db, { to: "sent@example.com", subject: "Sent", text: "done" });
    await t.db.update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.id, sent));
    // The oldest waiting e-mail was written an hour ago.
    await t.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(mailOutbox.to, "due1@example.com"));

    const text = await scrapeMetrics({ db: t.db, queue: web });
    expect(metricValue(text, "mail_backlog")).toBe(4);
    const jobs = (state: string) => metricValue(text, "job_queue_jobs", `job="mail.deliver",state="${state}"`);
    expect({ waiting: jobs("waiting"), delayed: jobs("delayed"), active: jobs("active") }).toEqual({
      waiting: 3,
      delayed: 1,
      active: 0,
    });
    expect(jobs("waiting") + jobs("delayed") + jobs("active")).toBe(metricValue(text, "mail_backlog"));
    const oldest = metricValue(text, "mail_oldest_queued_age_seconds");
    expect(oldest).toBeGreaterThanOrEqual(3600);
    expect(oldest).toBeLessThan(3600 + 600);
  });
});

describe("a ROLE=worker instance", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { role: "worker", metrics: { token: "worker-metrics-token-01", host: "127.0.0.1" } },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers its probes and its scraper, and none of the site's API", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/metrics",
          headers: { authorization: "Bearer worker-metrics-token-01" },
        })
      ).statusCode,
    ).toBe(200);
    for (const [method, url] of [
      ["GET", "/api/orders"],
      ["POST", "/api/register"],
      ["POST", "/api/login"],
      ["GET", "/api/pricing"],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe("ROLE and READING_POOL_SIZE settings", () => {
  it("default to all and the cores, refuse web or worker without PostgreSQL, and take OCR_WORKERS as the pool's size", () => {
    const base = { DATA_DIR: "data", NODE_ENV: "test" };
    expect(loadConfig(base).role).toBe("all");
    expect(loadConfig(base).readingPoolSize).toBeGreaterThanOrEqual(1);
    expect(() => loadConfig({ ...base, ROLE: "web" })).toThrow(/ROLE=web needs DATABASE_URL/);
    expect(() => loadConfig({ ...base, ROLE: "cron" })).toThrow(/ROLE/);
    const postgres = { ...base, DATABASE_URL: "postgres://u:p@127.0.0.1:5432/x" };
    expect(loadConfig({ ...postgres, ROLE: "worker" }).role).toBe("worker");
    expect(loadConfig({ ...base, READING_POOL_SIZE: "6" }).readingPoolSize).toBe(6);
    expect(loadConfig({ ...base, OCR_WORKERS: "3" }).readingPoolSize).toBe(3);
    expect(loadConfig({ ...base, OCR_WORKERS: "3", READING_POOL_SIZE: "5" }).readingPoolSize).toBe(5);
    expect(() => loadConfig({ ...base, READING_POOL_SIZE: "0" })).toThrow(/READING_POOL_SIZE/);
  });
});
