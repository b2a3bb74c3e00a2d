import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../support/test-app";
import { createTestQueue } from "../support/test-queue";
import { registeredRoutes } from "./support/registered-routes";
import { ADDRESS, createRecords, type Records, ROLES, type Role, signInEveryRole } from "./support/role-fixtures";
import { type Expect, ROUTES } from "./support/route-table";

// Every registered route, called as each role against real records owned by `customer`, must answer as
// support/route-table.ts classifies it; a route missing from that table fails the first test.

function matches(expected: Expect, status: number): boolean {
  if (expected === "2xx") return status >= 200 && status < 300;
  if (expected === "ok")
    return (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 401 && status !== 403);
  if (expected === "refused") return status >= 400 && status < 500;
  return String(status) === expected;
}

let t: TestApp;
let cookies: Record<Role, string | undefined>;
let records: Records;
beforeAll(async () => {
  // With a running queue: the admin's jobs screen reads it.
  t = await createTestApp({ queue: (database) => createTestQueue(database) });
  await t.queue!.start();
  cookies = await signInEveryRole(t);
  records = await createRecords(t, cookies.customer!, cookies.otherCustomer!);
}, 120_000);
afterAll(async () => t.close());

describe("authorization matrix", () => {
  it("classifies every registered route", () => {
    const registered = registeredRoutes(t.app);
    expect(
      registered.filter((route) => !(route in ROUTES)),
      "routes missing from ROUTES",
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((route) => !registered.includes(route)),
      "ROUTES entries no longer registered",
    ).toEqual([]);
  });

  it.each(Object.keys(ROUTES))("%s answers each role as classified", async (route) => {
    const { access, url, body, multipart } = ROUTES[route]!;
    const [method, path] = route.split(" ") as ["GET" | "POST" | "PUT" | "PATCH" | "DELETE", string];
    const answers: string[] = [];
    const expected: string[] = [];
    for (const role of ROLES) {
      const upload = multipart ? await multipart(records) : undefined;
      const cookie = cookies[role];
      const response = await t.app.inject({
        method,
        url: url ? url(records) : path,
        remoteAddress: ADDRESS[role],
        headers: { ...(cookie ? { cookie } : {}), ...upload?.headers },
        ...(upload ? { payload: upload.payload } : body ? { payload: body(records) as object } : {}),
      });
      expect(response.statusCode, `${route} as ${role}: ${response.body}`).toBeLessThan(500);
      expected.push(`${role}: ${access[role]}`);
      answers.push(
        `${role}: ${matches(access[role], response.statusCode) ? access[role] : `${response.statusCode} ${response.body.slice(0, 120)}`}`,
      );
    }
    expect(answers).toEqual(expected);
  });

  it("kept the seeded admin's password (the matrix changes nothing it should not)", async () => {
    const login = await t.app.inject({ method: "POST", url: "/api/admin/login", payload: TEST_ADMIN });
    expect(login.statusCode).toBe(200);
  });
});
