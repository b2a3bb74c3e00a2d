import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_ROUTES, isClientRoute } from "./client-routes";

describe("client routes", () => {
  it("are exactly the paths App.tsx routes", () => {
    const app = fs.readFileSync(path.join(__dirname, "../client/App.tsx"), "utf8");
    const declared = [...app.matchAll(/path="([^"]+)"/g)].map((match) => match[1]);
    expect([...declared].sort()).toEqual([...CLIENT_ROUTES].sort());
  });

  it("knows pages with ids and refuses anything else", () => {
    expect(isClientRoute("/")).toBe(true);
    expect(isClientRoute("/admin/orders/12")).toBe(true);
    expect(isClientRoute("/dashboard/orders/")).toBe(true);
    expect(isClientRoute("/no-such-page")).toBe(false);
    expect(isClientRoute("/admin/orders/12/extra")).toBe(false);
  });

  it("knows every page under the Turkish prefix too", () => {
    expect(isClientRoute("/tr")).toBe(true);
    expect(isClientRoute("/tr/")).toBe(true);
    expect(isClientRoute("/tr/pricing")).toBe(true);
    expect(isClientRoute("/tr/blog/certified-vs-notarized-translation")).toBe(true);
    expect(isClientRoute("/tr/no-such-page")).toBe(false);
    expect(isClientRoute("/trx")).toBe(false);
  });
});
