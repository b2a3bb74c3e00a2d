import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /api/pricing", () => {
  it("lists the seeded rates of the landing page as numbers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/pricing" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { serviceType: "standard", pricePerWord: 0.12, rushMultiplier: 1.5, physicalDeliveryCost: 15 },
      { serviceType: "certified", pricePerWord: 0.15, rushMultiplier: 1.5, physicalDeliveryCost: 15 },
      { serviceType: "premium", pricePerWord: 0.2, rushMultiplier: 1.5, physicalDeliveryCost: 15 },
    ]);
  });
});

describe("GET /api/health", () => {
  it("reports the database as reachable", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });
});

describe("unknown API routes", () => {
  it("answer 404 with a JSON message", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Route GET /api/does-not-exist not found");
  });
});
