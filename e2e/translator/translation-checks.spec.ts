import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDocx } from "../../tests/support/fixtures";
import { NAME_SPELLINGS, SOURCE, translationWith } from "../../tests/api/translation-checks/civil-registry";
import { loginAdminThroughUi } from "../support/admin-login";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { approvedTranslatorThroughApi, setPasswordAndSignIn } from "../delivery/fixtures";
import { payThroughApi, registerThroughApi } from "../orders/fixtures";

// Issue 40, item 1 in the browser: a swapped date in the uploaded translation is listed in the job's Checks panel,
// refuses "Mark Job Completed", is overridden with a reason, and the admin reads the reason on the order page.

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("translation checks", () => {
  it("blocks completion on an error until the translator overrides it with a reason, shown to the admin", async () => {
    const customer = await newPage(browser);
    await registerThroughApi(customer.page, "checks");
    const created = await customer.page.request.post("/api/orders", {
      data: {
        serviceType: "certified",
        translationDirection: "tr-en",
        wordCount: 120,
        isRush: false,
        isPhysicalDelivery: false,
        nameSpellings: NAME_SPELLINGS,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id: orderId } = (await created.json()) as { id: number };
    const source = buildDocx([...SOURCE]);
    const uploaded = await customer.page.request.post("/api/documents", {
      multipart: { orderId: String(orderId), file: { name: "nufus-kayit.docx", mimeType: DOCX, buffer: source } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    expect((await payThroughApi(customer.page.request, orderId)).status()).toBe(200);

    const admin = await newPage(browser);
    await loginAdminThroughUi(admin.page);
    const translator = await newPage(browser);
    const person = { fullName: "Deniz Aksoy", email: `deniz${Date.now().toString(36)}@example.com` };
    const { translatorId, setPasswordLink } = await approvedTranslatorThroughApi(
      translator.page.request,
      admin.page.request,
      person,
    );
    const assigned = await admin.page.request.post(`/api/admin/orders/${orderId}/assignment`, {
      data: { translatorId },
    });
    expect(assigned.status(), await assigned.text()).toBe(201);
    const jobId = ((await assigned.json()) as { activeJob: { id: number } }).activeJob.id;

    await setPasswordAndSignIn(translator.page, setPasswordLink, person.email, "translator-pass-1");
    const page = translator.page;
    await page.goto(`/translator/jobs/${jobId}`);
    await page.getByRole("heading", { name: `Order #${orderId}` }).waitFor();
    await page.getByLabel("Upload translation").setInputFiles({
      name: "nufus-kayit-en.docx",
      mimeType: DOCX,
      buffer: buildDocx(translationWith({ 9: "Date of Birth: 12/03/1985" })),
    });
    await page.getByText("Current translation: version 1").waitFor();

    const checks = page.getByRole("region", { name: "Checks" });
    await checks.getByRole("button", { name: "Run checks" }).click();
    const finding = checks.locator('[data-code="DATE_SWAPPED"]');
    await finding
      .getByText("The date 12.03.1985 reads as another day in the translation: 12/03/1985 (expected March 12, 1985)")
      .waitFor();
    await expect.poll(() => checks.getByTestId("checks-summary").textContent()).toContain("1 still blocking");
    await saveScreenshot(page, "translation-checks-finding");

    await page.getByRole("button", { name: "Mark Job Completed" }).click();
    await page
      .getByText(/The translation checks found 1 error\(s\) not fixed or overridden/)
      .first()
      .waitFor();

    await finding.getByLabel("Why is this not an error?").fill("The original itself writes the date month first");
    await finding.getByRole("button", { name: "Override" }).click();
    await finding
      .getByText(/Overridden by Deniz Aksoy on .*: The original itself writes the date month first/)
      .waitFor();
    await expect.poll(() => checks.getByTestId("checks-summary").textContent()).toContain("0 still blocking");

    await page.getByRole("button", { name: "Mark Job Completed" }).click();
    await page.getByRole("main").getByText("Job completed", { exact: true }).waitFor();

    await admin.page.goto(`/admin/orders/${orderId}`);
    const panel = admin.page.getByRole("region", { name: "Translation checks" });
    await panel.getByText(/Overridden by Deniz Aksoy on .*: The original itself writes the date month first/).waitFor();
    await saveScreenshot(admin.page, "translation-checks-admin");
  });
});
