import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage } from "../support/browser";

// A page on another site (localhost vs the app's 127.0.0.1) submits a form to the API, as a CSRF attack would.
let browser: Browser;
let attacker: http.Server;
let attackerUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  attacker = http.createServer((_request, response) => {
    response.setHeader("content-type", "text/html");
    response.end(`<form id="attack" method="POST" action="${baseUrl()}/api/launch-notifications" enctype="text/plain">
      <input name='{"email":"victim@example.com","x":"' value='"}'></form>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => attacker?.close(resolve));
});

describe("cross-site form posts", () => {
  it("are refused with 403 before the API acts", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(attackerUrl);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/launch-notifications")),
      page.locator("#attack").evaluate((form: HTMLFormElement) => form.submit()),
    ]);
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-site request refused", code: "CROSS_SITE" });
    await context.close();
  });
});
