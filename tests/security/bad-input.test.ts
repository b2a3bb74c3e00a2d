import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../../src/server/security/rate-limit-config";
import { multipartBody, PNG_BYTES } from "../support/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";
import { fillParams } from "./support/registered-routes";
import { ADDRESS, createRecords, type Records, type Role, signInEveryRole } from "./support/role-fixtures";
import { ROUTES } from "./support/route-table";

// Every route, sent what a careless or hostile client sends. Each answer must be a 4xx (or, for a route that
// reads no body, possibly a 2xx) with a JSON { message } string: never a 5xx, never HTML, never a stack.
// Rate limits are off here: they are not the subject, and the many refusals would trip them.

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
/** Routes whose handler never reads the body, so any body may succeed. */
const IGNORES_BODY = new Set([
  "POST /api/logout",
  "POST /api/orders/:id/cancel",
  "DELETE /api/documents/:id",
  "POST /api/admin/resend-verification",
  "POST /api/translator/jobs/:id/complete",
  "POST /api/translator/jobs/:id/documents/:documentId/checks",
  "POST /api/resend-email-verification",
  "POST /api/user/data-export",
]);
const MULTIPART = new Set([
  "POST /api/documents",
  "POST /api/translator-application",
  "POST /api/translator/jobs/:id/documents/:documentId/translations",
  "PUT /api/translator/signature/image",
  "POST /api/orders/:id/messages",
]);
const PREFERRED_CALLERS: Role[] = ["customer", "translator", "unverifiedAdmin", "admin", "visitor"];

const WRONG_TYPES: unknown[] = [
  [1, 2, 3],
  "just a string",
  42,
  {
    username: ["admin"],
    password: 1,
    email: {},
    code: [],
    orderId: "abc",
    status: 5,
    value: { a: 1 },
    disabled: "yes",
    wordCount: "many",
    serviceType: 1,
    firstName: 5,
    note: {},
    clientSecret: 1,
    cardNumber: [],
    token: [],
    translatorId: "x",
    outcome: 3,
  },
  { orderId: 1.5, wordCount: -1, value: "x".repeat(10_000), email: "a".repeat(5_000), code: "1".repeat(1_000) },
  // PostgreSQL cannot store NUL in text: it must be refused, not reach the database.
  Object.fromEntries(
    [
      "username",
      "password",
      "email",
      "firstName",
      "lastName",
      "name",
      "subject",
      "message",
      "phone",
      "value",
      "note",
      "status",
      "code",
      "token",
      "clientSecret",
      "cardNumber",
      "expiry",
      "cvc",
      "postalCode",
      "currentPassword",
      "newPassword",
      "confirmPassword",
      "serviceType",
      "translationDirection",
    ].map((field) => [field, `nul\u0000${field}-value`]),
  ),
];
const BAD_IDS = [
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "999999",
  "abc",
  "-1",
  "0",
  "1.5",
  "1e3",
  "99999999999999999999",
  "%00",
  "1%20OR%201%3D1",
];

let t: TestApp;
let cookies: Record<Role, string | undefined>;
let records: Records;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: false } } });
  cookies = await signInEveryRole(t);
  records = await createRecords(t, cookies.customer!, cookies.otherCustomer!);
}, 120_000);
afterAll(async () => t.close());

/** The role that gets past the route's guard (logout is called signed out: it would end the session). */
function callerOf(route: string): Role {
  if (route === "POST /api/logout") return "visitor";
  const { access } = ROUTES[route]!;
  return PREFERRED_CALLERS.find((role) => access[role] !== "401" && access[role] !== "403") ?? "visitor";
}

function send(
  route: string,
  options: { url?: string; method?: Method; payload?: string | Buffer; headers?: Record<string, string> } = {},
) {
  const role = callerOf(route);
  const [method, path] = route.split(" ") as [Method, string];
  const cookie = cookies[role];
  return t.app.inject({
    method: options.method ?? method,
    url: options.url ?? ROUTES[route]!.url?.(records) ?? path,
    remoteAddress: ADDRESS[role],
    headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  });
}

/** What is wrong with an answer, or null: a 4xx (or 2xx when allowed) with a JSON message. */
function problem(response: LightMyRequestResponse, allow2xx = false): string | null {
  const ok = (response.statusCode >= 400 && response.statusCode < 500) || (allow2xx && response.statusCode < 300);
  if (!ok) return `status ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (response.statusCode >= 400) {
    if (!String(response.headers["content-type"]).startsWith("application/json"))
      return `not JSON: ${response.headers["content-type"]}`;
    const { message } = response.json();
    if (typeof message !== "string" || !message) return `no message: ${response.body.slice(0, 200)}`;
    if (/\n\s+at |node_modules|\.ts:\d+/.test(response.body)) return `internals leaked: ${response.body.slice(0, 200)}`;
  }
  return null;
}

/** Runs `check` on every route and returns "ROUTE: problem" for each failure, so one run lists them all. */
async function failuresOver(routes: string[], check: (route: string) => Promise<string | null>) {
  const failures: string[] = [];
  for (const route of routes) {
    const found = await check(route);
    if (found) failures.push(`${route}: ${found}`);
  }
  return failures;
}

const ALL = Object.keys(ROUTES);
const WITH_BODY = ALL.filter((route) => !route.startsWith("GET "));
const WITH_PARAMS = ALL.filter((route) => route.includes(":"));
const json = { "content-type": "application/json" };

describe("bad input on every route", () => {
  it("malformed JSON answers 400 with a message", async () => {
    expect(
      await failuresOver(WITH_BODY, async (route) =>
        problem(await send(route, { payload: '{"username": "admin", ', headers: json })),
      ),
    ).toEqual([]);
  });

  it("wrong types (arrays, strings, numbers, nested objects, oversized strings) answer 4xx", async () => {
    const failures = await failuresOver(WITH_BODY, async (route) => {
      for (const body of WRONG_TYPES) {
        const found = problem(
          await send(route, { payload: JSON.stringify(body), headers: json }),
          IGNORES_BODY.has(route),
        );
        if (found) return `${JSON.stringify(body).slice(0, 40)} → ${found}`;
      }
      return null;
    });
    expect(failures).toEqual([]);
  });

  it("a JSON body over 1 MB answers 413 with a message", async () => {
    const huge = JSON.stringify({ value: "x".repeat(1024 * 1024 + 10) });
    const failures = await failuresOver(WITH_BODY, async (route) => {
      const response = await send(route, { payload: huge, headers: json });
      return response.statusCode === 413 ? problem(response) : `status ${response.statusCode}`;
    });
    expect(failures).toEqual([]);
  });

  it("a file over 10 MB answers 413 with a message on every upload route", async () => {
    const failures = await failuresOver([...MULTIPART], async (route) => {
      const field = route === "POST /api/translator-application" ? "resumeFile" : "file";
      const form = new FormData();
      form.append("orderId", String(records.pendingOrderId));
      form.append(
        field,
        new Blob([new Uint8Array(Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024 + 1)]))]),
        "big.png",
      );
      const body = new Response(form);
      const response = await send(route, {
        payload: Buffer.from(await body.arrayBuffer()),
        headers: { "content-type": body.headers.get("content-type")! },
      });
      return response.statusCode === 413
        ? problem(response)
        : `status ${response.statusCode}: ${response.body.slice(0, 120)}`;
    });
    expect(failures).toEqual([]);
  });

  it("a multipart route sent JSON, and a JSON route sent a form, answer 4xx", async () => {
    const form = await multipartBody({ orderId: "1" }, []);
    const failures = await failuresOver(WITH_BODY, async (route) =>
      // A form where JSON is expected reads as an empty body: fine for routes whose fields are all optional.
      problem(
        await send(
          route,
          MULTIPART.has(route) ? { payload: "{}", headers: json } : { payload: form.payload, headers: form.headers },
        ),
        !MULTIPART.has(route),
      ),
    );
    expect(failures).toEqual([]);
  });

  it("NUL characters in form fields answer 400", async () => {
    const fields = {
      fullName: "Zeynep\u0000 Arslan",
      email: "zeynep@example.com",
      phone: "+1 212 555 0148",
      country: "United States",
      nativeLanguage: "Turk\u0000ish",
      languagePair: "tr-en",
      category: "Legal",
      experienceYears: "7",
      confirmAccuracy: "true",
    };
    const form = await multipartBody(fields, []);
    const response = await send("POST /api/translator-application", { payload: form.payload, headers: form.headers });
    expect([response.statusCode, problem(response)]).toEqual([400, null]);
  });

  it("traversal, unknown, non-numeric and out-of-range ids answer 4xx", async () => {
    const failures = await failuresOver(WITH_PARAMS, async (route) => {
      const body = ROUTES[route]!.body?.(records);
      for (const id of BAD_IDS) {
        const response = await send(route, {
          url: fillParams(route, id),
          ...(body ? { payload: JSON.stringify(body), headers: json } : {}),
        });
        const found = problem(response);
        if (found) return `${id} → ${found}`;
      }
      return null;
    });
    expect(failures).toEqual([]);
  });

  it("raw dot segments in the path never reach a file", async () => {
    for (const url of [
      "/api/documents/../../../etc/passwd/download",
      "/api/../../etc/passwd",
      "/api/documents/%2e%2e/%2e%2e/etc/passwd",
    ]) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie: cookies.customer! } });
      expect([url, problem(response)]).toEqual([url, null]);
      expect(response.body).not.toContain("root:");
    }
  });

  it("a method a path does not have answers 404 JSON", async () => {
    const failures: string[] = [];
    for (const route of ALL) {
      const path = route.split(" ")[1]!;
      for (const method of METHODS.filter((m) => !ALL.includes(`${m} ${path}`))) {
        const url = fillParams(route, "1");
        const response = await t.app.inject({ method, url, headers: { cookie: cookies.admin! } });
        if (response.statusCode !== 404 || response.json().message !== `Route ${method} ${url} not found`)
          failures.push(`${method} ${url}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("odd query strings on read routes never cause a 5xx", async () => {
    const queries = [
      "?status=__proto__",
      "?status[]=pending&status[]=all",
      "?search=%00%27%22%3B--",
      "?to[$ne]=1",
      `?search=${"x".repeat(5000)}`,
    ];
    const failures = await failuresOver(
      ALL.filter((route) => route.startsWith("GET ")),
      async (route) => {
        for (const query of queries) {
          const url = (ROUTES[route]!.url?.(records) ?? route.split(" ")[1]!) + query;
          const found = problem(await send(route, { url }), true);
          if (found) return `${query.slice(0, 30)} → ${found}`;
        }
        return null;
      },
    );
    expect(failures).toEqual([]);
  });
});
