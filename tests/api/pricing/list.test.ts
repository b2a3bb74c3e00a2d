import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CATALOG } from "../../../src/shared/catalog";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /api/pricing", () => {
  it("lists the seeded plans (the spec's fields plus cents), document types and add-on prices", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/pricing" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.plans).toEqual([
      {
        serviceType: "standard",
        pricePerWord: 0.12,
        rushMultiplier: 1.5,
        physicalDeliveryCost: 15,
        pricePerWordCents: 12,
        physicalDeliveryCents: 1500,
      },
      {
        serviceType: "certified",
        pricePerWord: 0.15,
        rushMultiplier: 1.5,
        physicalDeliveryCost: 15,
        pricePerWordCents: 15,
        physicalDeliveryCents: 1500,
      },
      {
        serviceType: "premium",
        pricePerWord: 0.2,
        rushMultiplier: 1.5,
        physicalDeliveryCost: 15,
        pricePerWordCents: 20,
        physicalDeliveryCents: 1500,
      },
    ]);
    expect(body.documentTypes).toContainEqual({
      id: "birth_certificate",
      name: "Birth certificate",
      pricing: "flat",
      priceCents: 6000,
    });
    expect(body.documentTypes).toContainEqual({
      id: "court_document",
      name: "Court document",
      pricing: "per_word",
      priceCents: 18,
    });
    expect(body.documentTypes).toContainEqual({
      id: "other",
      name: "Other document",
      pricing: "plan_rate",
      priceCents: null,
    });
    expect(body).toEqual(DEFAULT_CATALOG);
    expect(body.addOns).toEqual({ notarizationCents: 2500, extraCopyCents: 1000, minimumOrderCents: 2500 });
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
