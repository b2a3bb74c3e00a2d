import { describe, expect, it } from "vitest";
import { ANALYSIS_BUSY_MESSAGE } from "../../shared/schemas/documents";
import { AppError } from "../http/app-error";
import { createPerCustomerGate } from "./per-customer-gate";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe("the per-customer analysis gate", () => {
  it("runs two of one customer's analyses at once and refuses the third with 429 and Retry-After", async () => {
    const gate = createPerCustomerGate(2);
    const first = deferred();
    const second = deferred();
    const a = gate.run(7, () => first.promise);
    const b = gate.run(7, () => second.promise);
    const refused = await gate.run(7, async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 429, message: ANALYSIS_BUSY_MESSAGE, details: { retryAfter: 5 } });

    // Another customer is not held back by the first one's uploads.
    await expect(gate.run(8, async () => "other customer")).resolves.toBe("other customer");

    first.resolve();
    await a;
    await expect(gate.run(7, async () => "after one finished")).resolves.toBe("after one finished");
    second.resolve();
    await b;
    expect(gate.running(7)).toBe(0);
  });

  it("frees the slot when an analysis fails", async () => {
    const gate = createPerCustomerGate(1);
    await expect(gate.run(1, async () => Promise.reject(new Error("unreadable")))).rejects.toThrow("unreadable");
    await expect(gate.run(1, async () => "ok")).resolves.toBe("ok");
  });
});
