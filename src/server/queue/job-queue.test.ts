import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-database";
import { createTestQueue } from "../../../tests/support/test-queue";
import type { DatabaseHandle } from "../db/client";
import { createEmbeddedQueue } from "./embedded-queue";
import type { JobData, JobQueue } from "./job-queue";

// The queue the server uses on this database: the embedded runner on PGlite (npm test), pg-boss on PostgreSQL
// (npm run test:pg). Same expectations for both.
let handle: DatabaseHandle & { url?: string };
const queues: JobQueue[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  for (const queue of queues) await queue.stop(5_000);
  await handle.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(done: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await sleep(50);
  return done();
}

describe(`job queue (${process.env.DATABASE_URL ? "pg-boss on PostgreSQL" : "embedded runner on PGlite"})`, () => {
  it("runs each job sent with its data, retries a job that threw, and drains the running job on stop", async () => {
    const queue = createTestQueue(handle);
    const runs: JobData[] = [];
    let failOnce = true;
    let slowDone = false;
    queue.define("mail.deliver", {
      handler: async (data) => {
        runs.push(data);
        if (data.mailId === 2 && failOnce) {
          failOnce = false;
          throw new Error("SMTP hiccup");
        }
        if (data.mailId === 3) {
          await sleep(1_000);
          slowDone = true;
        }
      },
      retryLimit: 2,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
    });
    await queue.start();

    await queue.send("mail.deliver", { mailId: 1 });
    await queue.send("mail.deliver", { mailId: 2 });
    expect(await waitUntil(() => runs.filter((run) => run.mailId === 2).length === 2)).toBe(true);
    expect(runs.filter((run) => run.mailId === 1)).toEqual([{ mailId: 1 }]);

    // Not before its start time.
    await queue.send("mail.deliver", { mailId: 4 }, { startAfter: new Date(Date.now() + 60_000) });
    await queue.send("mail.deliver", { mailId: 3 });
    expect(await waitUntil(() => runs.some((run) => run.mailId === 3))).toBe(true);
    await queue.stop(5_000);
    expect(slowDone).toBe(true);
    expect(runs.some((run) => run.mailId === 4)).toBe(false);
  }, 60_000);

  it("delivers an e-mail while a long document reading is still running", async () => {
    const queue = createTestQueue(handle);
    queues.push(queue);
    let finishReading = () => {};
    const reading = new Promise<void>((resolve) => (finishReading = resolve));
    let readingStarted = false;
    const delivered: unknown[] = [];
    queue.define("document.analyze", {
      handler: async () => {
        readingStarted = true;
        await reading;
      },
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
    });
    queue.define("mail.deliver", { handler: async (data) => void delivered.push(data.mailId), retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 });
    await queue.start();
    await queue.send("document.analyze", { documentId: 1 });
    expect(await waitUntil(() => readingStarted)).toBe(true);
    await queue.send("mail.deliver", { mailId: 41 });
    expect(await waitUntil(() => delivered.length === 1)).toBe(true);
    finishReading();
    await queue.stop(5_000);
  }, 60_000);

  // pg-boss's schedules across two processes: tests/reliability/two-instances.test.ts.
  it.skipIf(Boolean(process.env.DATABASE_URL))("runs a schedule once per slot however often it polls (embedded)", async () => {
    let runs = 0;
    const fixed = new Date(); // one slot for the whole test, even when it runs across a slot boundary
    const queue = createEmbeddedQueue({ db: handle.db, log: { error: () => {} }, pollIntervalMs: 20, now: () => fixed });
    queue.define("review.auto-approve", { handler: async () => void (runs += 1), retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 });
    queue.schedule("review.auto-approve", 10);
    queues.push(queue);
    await queue.start();
    await sleep(1_500);
    expect(runs).toBe(1);
  });

  it("refuses a schedule that does not divide the hour", () => {
    expect(() => createTestQueue(handle).schedule("mail.sweep", 7)).toThrow("a schedule runs every N minutes where N divides 60, got 7");
  });
});
