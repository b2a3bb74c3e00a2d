import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITED_ROUTES } from "../../../src/server/security/rate-limits";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createTestQueue } from "../../support/test-queue";

// RATE_LIMITED_ROUTES names routes by "METHOD /url" text (issue 44 item 4): a renamed or removed route would leave a
// limit guarding nothing, silently. The routes come from Fastify itself, with every optional route on.
const registered = new Set<string>();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    queue: (database) => createTestQueue(database),
    config: { metrics: { token: "route-list-token", host: "127.0.0.1" } },
    onRoute: (route) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    },
  });
});
afterAll(async () => t?.close());

describe("rate-limited routes", () => {
  it("every key of RATE_LIMITED_ROUTES names a route the app registers", () => {
    const missing = Object.keys(RATE_LIMITED_ROUTES).filter((route) => !registered.has(route));
    expect(missing, "rate limits keyed to routes that do not exist: rename the key with its route").toEqual([]);
    expect(registered.size).toBeGreaterThan(Object.keys(RATE_LIMITED_ROUTES).length);
  });
});
