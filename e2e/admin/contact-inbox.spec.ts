import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { adminPage } from "./fixtures";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("admin contact inbox", () => {
  it("shows a visitor's message in the inbox and e-mails the agency's answer", async () => {
    const subject = `Diploma for NYU ${Date.now().toString(36)}`;
    const visitor = await newPage(browser);
    const sent = await visitor.page.request.post("/api/contact", {
      data: {
        name: "Selin Aksoy",
        email: "selin.aksoy@example.com",
        subject,
        message: "Hello, I need my diploma and transcript translated for NYU. How long does it take?",
      },
    });
    expect(sent.status()).toBe(201);
    await visitor.context.close();

    const { context, page } = await adminPage(browser);
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Inbox" }).click();
    await page.getByRole("heading", { name: "Inbox", exact: true }).waitFor();
    await page.getByLabel("Search by name, e-mail or subject", { exact: true }).fill("aksoy");
    const row = page.getByTestId("inbox-message").filter({ hasText: subject });
    await row.waitFor();
    expect(await row.textContent()).toContain("New");
    await row.getByRole("link").click();

    await page.getByRole("heading", { name: subject }).waitFor();
    expect(await page.getByTestId("inbox-message-text").textContent()).toContain("diploma and transcript");
    await page.getByRole("button", { name: "Send answer" }).click();
    await page.getByText("Please write an answer of 2 to 10,000 characters").waitFor();
    await page
      .getByLabel("Answer by e-mail")
      .fill("Hello Selin, a diploma and a transcript take two business days. You can order on our site.");
    await page.getByRole("button", { name: "Send answer" }).click();
    await page.getByTestId("inbox-reply").waitFor();
    expect(await page.getByTestId("inbox-reply").textContent()).toContain("take two business days");
    await page.getByText("Answered", { exact: true }).first().waitFor();
    await saveScreenshot(page, "admin-inbox-message");

    // The answer went out as an e-mail to the visitor.
    await page.goto("/admin/outbox");
    await page.getByLabel("Search by recipient or subject", { exact: true }).fill("selin.aksoy@example.com");
    await page
      .getByTestId("outbox-email")
      .filter({ hasText: `Re: ${subject}` })
      .waitFor();

    await page.goto("/admin/inbox");
    await page.getByLabel("Status", { exact: true }).selectOption("answered");
    await page.getByTestId("inbox-message").filter({ hasText: subject }).waitFor();
    await context.close();
  });
});
