import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/browser";

describe("serving the built app", () => {
  it("answers client routes with the app shell and missing files with 404", async () => {
    const page = await fetch(`${baseUrl()}/dashboard/orders`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const missingAsset = await fetch(`${baseUrl()}/assets/missing-bundle.js`);
    expect(missingAsset.status).toBe(404);

    const missingApi = await fetch(`${baseUrl()}/api/missing`);
    expect(missingApi.status).toBe(404);
    expect(await missingApi.json()).toEqual({ message: "Route GET /api/missing not found", code: "NOT_FOUND" });
  });
});
