import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app";
import { startAdminLogin } from "./admin-session";

let t: TestApp;
let customerCookie: string;
let unverifiedAdminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  customerCookie = (await t.registerCustomer()).cookie;
  unverifiedAdminCookie = (await startAdminLogin(t)).cookie;
});
afterAll(async () => t.close());

/** The steps an admin takes before being verified: reachable without a verified session. */
const BEFORE_VERIFICATION = new Set([
  "POST /api/admin/login",
  "POST /api/admin/verify",
  "POST /api/admin/resend-verification",
]);

/** Every administration route that needs a verified admin (docs/administration.md). */
const ADMIN_ROUTES = [
  "POST /api/admin/register",
  "POST /api/admin/change-password",
  "GET /api/admin/stats",
  "GET /api/admin/orders",
  "GET /api/admin/orders/:orderId",
  "PUT /api/admin/orders/:orderId/status",
  "GET /api/admin/users",
  "PATCH /api/admin/users/:id",
  "PATCH /api/admin/users/:id/disable",
  "GET /api/admin/settings",
  "PUT /api/admin/settings/:id",
];

/** "METHOD /path" for every registered /api/admin route, read from Fastify's route tree (so routes others add are covered too). */
function registeredAdminRoutes(app: TestApp["app"]): string[] {
  const found: string[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const segment = match[2]!.split("|")[0]!;
    pathAtDepth[depth] = (depth > 0 ? pathAtDepth[depth - 1] : "") + segment;
    const path = pathAtDepth[depth]!;
    if (!path.startsWith("/api/admin/") || !match[3]) continue;
    for (const method of match[3].split(", ")) if (method !== "HEAD") found.push(`${method} ${path}`);
  }
  return found;
}

describe("admin route guards", () => {
  it("finds every issue-5 route in the registered routes", () => {
    const registered = registeredAdminRoutes(t.app).map((route) => route.replace(/:\w+/g, ":param"));
    for (const route of ADMIN_ROUTES) expect(registered).toContain(route.replace(/:\w+/g, ":param"));
  });

  it("every /api/admin route answers 401 to a visitor, 403 to a customer and 403 { verificationRequired } to an unverified admin", async () => {
    const routes = registeredAdminRoutes(t.app).filter((route) => !BEFORE_VERIFICATION.has(route));
    expect(routes.length).toBeGreaterThanOrEqual(ADMIN_ROUTES.length);
    for (const route of routes) {
      const [method, path] = route.split(" ") as ["GET" | "POST" | "PUT" | "PATCH" | "DELETE", string];
      const url = path.replace(/:\w+/g, "1");
      const call = (cookie?: string) =>
        t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(method === "GET" ? {} : { payload: {} }) });

      const visitor = await call();
      expect([route, visitor.statusCode]).toEqual([route, 401]);
      const customer = await call(customerCookie);
      expect([route, customer.statusCode, customer.json().message]).toEqual([route, 403, "Admin access required"]);
      const unverified = await call(unverifiedAdminCookie);
      expect([route, unverified.statusCode, unverified.json()]).toEqual([
        route,
        403,
        expect.objectContaining({ message: "Verification required", verificationRequired: true }),
      ]);
    }
  });

  it("the verification steps answer 401 to a visitor and 403 to a customer", async () => {
    for (const url of ["/api/admin/verify", "/api/admin/resend-verification"]) {
      expect((await t.app.inject({ method: "POST", url, payload: { code: "123456" } })).statusCode).toBe(401);
      const customer = await t.app.inject({
        method: "POST",
        url,
        headers: { cookie: customerCookie },
        payload: { code: "123456" },
      });
      expect(customer.statusCode).toBe(403);
    }
  });
});
