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

    await queue.send("mail.deliver", { mailId: 1 }, { singletonKey: "mail:1" });
    await queue.send("mail.deliver", { mailId: 2 }, { singletonKey: "mail:2" });
    expect(await waitUntil(() => runs.filter((run) => run.mailId === 2).length === 2)).toBe(true);
    expect(runs.filter((run) => run.mailId === 1)).toEqual([{ mailId: 1 }]);

    // Not before its start time.
    await queue.send(
      "mail.deliver",
      { mailId: 4 },
      { startAfter: new Date(Date.now() + 60_000), singletonKey: "mail:4" },
    );
    await queue.send("mail.deliver", { mailId: 3 }, { singletonKey: "mail:3" });
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
    queue.define("mail.deliver", {
      handler: async (data) => void delivered.push(data.mailId),
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
    });
    await queue.start();
    await queue.send("document.analyze", { documentId: 1 });
    expect(await waitUntil(() => readingStarted)).toBe(true);
    await queue.send("mail.deliver", { mailId: 41 }, { singletonKey: "mail:41" });
    expect(await waitUntil(() => delivered.length === 1)).toBe(true);
    finishReading();
    await queue.stop(5_000);
  }, 60_000);

  // pg-boss's schedules across two processes: tests/reliability/two-instances.test.ts.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "runs a schedule once per slot however often it polls (embedded)",
    async () => {
      let runs = 0;
      const fixed = new Date(); // one slot for the whole test, even when it runs across a slot boundary
      const queue = createEmbeddedQueue({
        db: handle.db,
        log: { error: () => {} },
        pollIntervalMs: 20,
        now: () => fixed,
      });
      queue.define("review.auto-approve", {
        handler: async () => void (runs += 1),
        retryLimit: 0,
        retryDelaySeconds: 1,
        expireInSeconds: 60,
      });
      queue.schedule("review.auto-approve", 10);
      queues.push(queue);
      await queue.start();
      await sleep(1_500);
      expect(runs).toBe(1);
    },
  );

  it("fetches a batch at a time, highest priority first, with one waiting job per key", async () => {
    const producer = createTestQueue(handle);
    queues.push(producer);
    await producer.start();
    // Sent before any worker runs: 12 notices (each sent twice: the second adds nothing), then one urgent job.
    // (The first test left a job for mail 4 waiting for its start time.)
    const waitingBefore = (await producer.summary()).find((row) => row.job === "mail.deliver")?.waiting ?? 0;
    for (let round = 0; round < 2; round += 1) {
      for (let n = 1; n <= 12; n += 1) await producer.send("mail.deliver", { n }, { singletonKey: `notice:${n}` });
    }
    await producer.send("mail.deliver", { n: "urgent" }, { singletonKey: "urgent", priority: 10 });
    expect((await producer.summary()).find((row) => row.job === "mail.deliver")?.waiting).toBe(waitingBefore + 13);

    const worker = createTestQueue(handle);
    queues.push(worker);
    const started: unknown[] = [];
    let running = 0;
    let mostAtOnce = 0;
    worker.define("mail.deliver", {
      handler: async (data) => {
        started.push(data.n);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await sleep(300);
        running -= 1;
      },
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      batchSize: 5,
      workers: 1,
    });
    await worker.start();
    expect(await waitUntil(() => started.length === 13)).toBe(true);
    // One worker, batches of 5 run together: never more than 5 at once, and the urgent job in the first batch.
    expect(mostAtOnce).toBe(5);
    expect(started.indexOf("urgent")).toBeLessThan(5);
    expect(new Set(started).size).toBe(13);
    await worker.stop(5_000);
  }, 60_000);

  it("refuses a keyed job sent without its key", async () => {
    await expect(createTestQueue(handle).send("mail.deliver", { mailId: 1 })).rejects.toThrow(
      '"mail.deliver" jobs are sent with a singletonKey',
    );
  });

  it("refuses a schedule that does not divide the hour", () => {
    expect(() => createTestQueue(handle).schedule("mail.sweep", 7)).toThrow(
      "a schedule runs every N minutes where N divides 60, got 7",
    );
  });
});
