import fs from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core";
import { inject } from "vitest";

export { E2E_ADMIN } from "./global-setup";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, "../artifacts");

/** The running app's URL, e.g. http://127.0.0.1:5731. */
export const baseUrl = (): string => inject("baseUrl");

/** Debian's Chromium, headless, never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-quic",
      "--no-first-run",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** A fresh context (own cookies and storage) and page, with relative URLs resolved against the app. */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  const page = await context.newPage();
  waitForInteractivePages(page);
  return { context, page };
}

/**
 * A prerendered page is on screen before React hydrates it, and input before hydration is not handled. So every
 * navigation to one of the app's HTML pages waits for <html data-interactive> (set by the app once the page has hydrated), as a
 * person would wait for the page to respond.
 */
function waitForInteractivePages(page: Page) {
  const untilInteractive = async <R extends { url(): string; headers(): Record<string, string> } | null>(
    response: R,
  ): Promise<R> => {
    if (response?.url().startsWith(baseUrl()) && response.headers()["content-type"]?.startsWith("text/html")) {
      await page.waitForSelector("html[data-interactive]", { state: "attached" });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => untilInteractive(await goto(url, options));
  page.reload = async (options) => untilInteractive(await reload(options));
}

/** Saves a full-page screenshot under e2e/artifacts/ (kept out of git) for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** A username/e-mail pair no other test uses. */
export function uniqueUser(prefix = "user") {
  const id = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: id, email: `${id}@example.com`, password: "secret-pass-1", firstName: "Ayşe", lastName: "Yılmaz" };
}
