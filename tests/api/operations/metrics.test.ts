import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../support/test-app";
import { createTestQueue } from "../../support/test-queue";

const TOKEN = "metrics-token-0123456789";

describe("GET /metrics (Prometheus)", () => {
  let withToken: TestApp;
  let withoutToken: TestApp;

  beforeAll(async () => {
    withToken = await createTestApp({
      config: { metrics: { token: TOKEN, host: "127.0.0.1" } },
      queue: (database) => createTestQueue(database),
    });
    withoutToken = await createTestApp();
  });
  afterAll(async () => {
    await withToken?.close();
    await withoutToken?.close();
  });

  it("does not exist on the app's port unless METRICS_TOKEN is set, and then needs the token", async () => {
    expect((await withoutToken.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    const anonymous = await withToken.app.inject({ method: "GET", url: "/metrics" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe("Metrics need the bearer token set in METRICS_TOKEN");
    const wrong = await withToken.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("counts requests by route pattern (never the raw URL), with 5xx errors, queue depth, mail backlog and event-loop lag", async () => {
    const { cookie } = await withToken.registerCustomer();
    await withToken.app.inject({ method: "GET", url: "/api/orders/987654", headers: { cookie } });
    await withToken.app.inject({ method: "GET", url: "/api/orders/123456", headers: { cookie } });
    const scraped = await withToken.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers["content-type"]).toContain("text/plain");
    const text = scraped.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/orders\/:id",status_code="404"\} \d+/,
    );
    expect(text).not.toContain("987654");
    expect(text).toContain("# TYPE http_server_errors_total counter");
    expect(text).toMatch(/^mail_backlog \d+$/m);
    expect(text).toMatch(/^mail_failed \d+$/m);
    expect(text).toContain("# TYPE job_queue_jobs gauge");
    expect(text).toContain("# TYPE document_analysis_duration_seconds histogram");
    expect(text).toContain("# TYPE payment_events_total counter");
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m);
    if (withToken.databaseKind === "postgres") expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
  });
});

describe("request IDs", () => {
  let app: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    proxied = await createTestApp({ config: { trustProxy: true } });
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
  });

  it("names every answer's request in X-Request-Id; a proxy's ID is taken only behind TRUST_PROXY", async () => {
    const plain = await app.app.inject({
      method: "GET",
      url: "/api/pricing",
      headers: { "x-request-id": "from-the-client-123" },
    });
    expect(plain.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const other = await app.app.inject({ method: "GET", url: "/api/nowhere" });
    expect(other.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers["x-request-id"]).not.toBe(plain.headers["x-request-id"]);

    const forwarded = await proxied.app.inject({
      method: "GET",
      url: "/api/pricing",
      headers: { "x-request-id": "lb-7f3a9c2e1d" },
    });
    expect(forwarded.headers["x-request-id"]).toBe("lb-7f3a9c2e1d");
    // Not a plausible ID (spaces, too short): a new one.
    const junk = await proxied.app.inject({ method: "GET", url: "/api/pricing", headers: { "x-request-id": "a b" } });
    expect(junk.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
