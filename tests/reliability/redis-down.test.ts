import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import {
  fallbackRateLimitStore,
  memoryRateLimitStore,
  redisRateLimitStore,
} from "../../src/server/security/rate-limiter";
import { connectRedis } from "../../src/server/shared-state/connect-redis";
import { connectInvalidationBus, invalidate } from "../../src/server/shared-state/invalidation-bus";
import { createRedisOutage, REDIS_BACK_MESSAGE, REDIS_DOWN_MESSAGE } from "../../src/server/shared-state/redis-outage";
import { type RunningServer, startServer } from "../../src/server/start-server";
import { TEST_ADMIN } from "../support/test-app";
import { freePort, tempDataDir } from "./real-server";

// A Redis of the test's own on another port (never the machine's shared one), stopped and started again while
// the app runs: the app keeps serving with limits per instance, and shares them in Redis again once it is back.

function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const probe = () => {
      const client = new Redis({
        port,
        host: "127.0.0.1",
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        retryStrategy: () => null,
      });
      client.on("error", () => undefined);
      client
        .connect()
        .then(() => client.ping())
        .then(
          () => (client.disconnect(), resolve(child)),
          () => (
            client.disconnect(),
            Date.now() > deadline ? reject(new Error("redis did not start")) : setTimeout(probe, 100)
          ),
        );
    };
    probe();
  });
}

const stopRedis = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill("SIGKILL")));

describe("Redis down (REDIS_URL)", () => {
  let redis: ChildProcess | undefined;
  let server: RunningServer | undefined;
  const dataDir = tempDataDir();
  afterAll(async () => {
    await server?.stop();
    if (redis) await stopRedis(redis);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps serving with per-instance limits while Redis is down, reports it as degraded, and shares limits again once it is back", async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DEMO_DATA: "false",
      ADMIN_PASSWORD: TEST_ADMIN.password,
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
    server = await startServer(config, { serveClient: false, logger: false });
    const login = () =>
      fetch(`${server!.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "nobody", password: "wrong-password" }),
      });
    expect((await login()).status).toBe(401);
    const inspector = new Redis({ port, host: "127.0.0.1" });
    expect((await inspector.keys("bt:rate:*")).length).toBeGreaterThan(0);
    await inspector.flushall();
    inspector.disconnect();

    await stopRedis(redis);
    redis = undefined;
    // Every limited route still answers as it would (a wrong password is 401, not 500), and the app stays ready.
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login()).status).toBe(401);
    expect((await fetch(`${server.url}/api/pricing`)).status).toBe(200);
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "degraded", checks: { redis: "unreachable", database: "ok" } });

    redis = await startRedis(port);
    const back = new Redis({ port, host: "127.0.0.1" });
    try {
      // ioredis reconnects by itself; the next limited request counts in Redis again.
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && (await back.keys("bt:rate:*")).length === 0) {
        expect((await login()).status).toBe(401);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      expect((await back.keys("bt:rate:*")).length).toBeGreaterThan(0);
      expect(await (await fetch(`${server.url}/api/health/ready`)).json()).toMatchObject({
        status: "ok",
        checks: { redis: "ok" },
      });
    } finally {
      back.disconnect();
    }
  }, 120_000);
});

describe("the log while Redis is down", () => {
  it("has one warning when Redis goes and one when it is back, not one per reconnect attempt or command", async () => {
    const port = await freePort();
    let redis: ChildProcess | undefined = await startRedis(port);
    const lines: string[] = [];
    const log = { warn: (_obj: object, msg?: string) => lines.push(msg ?? "") };
    const outage = createRedisOutage(log);
    const client = await connectRedis(`redis://127.0.0.1:${port}`, outage);
    const leave = await connectInvalidationBus(client, log, outage);
    const limiter = fallbackRateLimitStore(
      redisRateLimitStore(client, `bt:outage-test:`),
      memoryRateLimitStore,
      outage,
    )("login", { max: 1000, windowMs: 60_000 });
    try {
      await limiter.hit("k", Date.now());
      await stopRedis(redis);
      redis = undefined;
      // Four seconds of ioredis reconnect attempts (each one an error), limited requests and cache invalidations.
      for (let round = 0; round < 20; round += 1) {
        await limiter.hit("k", Date.now());
        invalidate("outage-test", "1");
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(lines).toEqual([REDIS_DOWN_MESSAGE]);

      redis = await startRedis(port);
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && outage.down) await new Promise((resolve) => setTimeout(resolve, 100));
      for (let round = 0; round < 5; round += 1) await limiter.hit("k", Date.now());
      expect(lines).toEqual([REDIS_DOWN_MESSAGE, REDIS_BACK_MESSAGE]);
    } finally {
      await leave();
      client.disconnect();
      if (redis) await stopRedis(redis);
    }
  }, 60_000);
});
