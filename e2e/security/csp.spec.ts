import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage } from "../support/browser";

// The Content-Security-Policy must let the built client run untouched: no violation reported by Chromium.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Opens `path`, and returns the CSP violations and page errors seen while it loads and settles. */
async function visit(page: Page, path: string, ready: string) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text()))
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  const response = await page.goto(path);
  await page.waitForSelector(ready);
  await page.waitForLoadState("networkidle");
  return { problems, csp: response?.headers()["content-security-policy"] };
}

describe("Content-Security-Policy in Chromium", () => {
  it.each([
    ["/", "#hero-title"],
    ["/auth", "form"],
    ["/admin/auth", "#admin-username"],
  ])("%s loads with the policy and no violation", async (path, ready) => {
    const { context, page } = await newPage(browser);
    const { problems, csp } = await visit(page, path, ready);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the pages carry no inline script the policy would block", async () => {
    for (const path of ["/", "/tr/pricing", "/auth"]) {
      const html = await (await fetch(`${baseUrl()}${path}`, { redirect: "manual" })).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        // Data blocks (JSON-LD, the prerendered page's data) are never executed, so script-src does not apply.
        if (/\btype="application\/(ld\+)?json"/.test(attributes!)) continue;
        expect(attributes).toMatch(/\bsrc="\/assets\//);
        expect(body!.trim()).toBe("");
      }
    }
  });

  it("the app's own API calls from the page pass the cross-site check", async () => {
    const { context, page } = await newPage(browser);
    await visit(page, "/auth", "form");
    const status = await page.evaluate(async () => {
      const response = await fetch("/api/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "nobody-here", password: "wrong-password" }),
      });
      return response.status;
    });
    expect(status).toBe(401);
    await context.close();
  });
});
