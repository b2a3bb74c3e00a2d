import { describe, expect, it } from "vitest";
import { createRedisOutage, REDIS_BACK_MESSAGE, REDIS_DOWN_MESSAGE } from "./redis-outage";

describe("the Redis outage log", () => {
  it("warns once when Redis goes and once when every connection is back, however many failures come between", () => {
    const lines: string[] = [];
    const outage = createRedisOutage({ warn: (_obj, msg) => lines.push(msg ?? "") });
    outage.recovered("connection"); // the first ready: nothing was down
    for (let attempt = 0; attempt < 500; attempt += 1) {
      outage.failed("connection", new Error("connect ECONNREFUSED"));
      outage.failed("subscriber", new Error("connect ECONNREFUSED"));
      outage.failed("commands", new Error("Stream isn't writeable"));
    }
    expect(lines).toEqual([REDIS_DOWN_MESSAGE]);
    outage.recovered("connection");
    expect(outage.down).toBe(true); // the subscriber is still reconnecting
    outage.failed("connection", new Error("again"));
    outage.recovered("connection");
    outage.recovered("subscriber");
    expect(outage.down).toBe(false);
    expect(lines).toEqual([REDIS_DOWN_MESSAGE, REDIS_BACK_MESSAGE]);
    outage.failed("commands", new Error("OOM"));
    outage.recovered("commands");
    expect(lines).toEqual([REDIS_DOWN_MESSAGE, REDIS_BACK_MESSAGE, REDIS_DOWN_MESSAGE, REDIS_BACK_MESSAGE]);
  });
});
