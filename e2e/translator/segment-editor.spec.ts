import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDocx } from "../../tests/support/fixtures";
import { NAME_SPELLINGS, SOURCE, TRANSLATION } from "../../tests/api/translation-checks/civil-registry";
import { loginAdminThroughUi } from "../support/admin-login";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { approvedTranslatorThroughApi, setPasswordAndSignIn } from "../delivery/fixtures";
import { payThroughApi, registerThroughApi } from "../orders/fixtures";

// Issue 39 in the browser: a translator translates a civil-registry extract in the segment editor with the keyboard
// only (type, copy the source, move back and forth, confirm and go on, the shortcuts' help), the progress reaches
// every segment, a reload loses nothing, and "Make the translation PDF" gives the job its current translation version.

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * The English of every source text the segmenter may show: each whole line, and for "label: value" lines the label
 * and the value apart (split at the first colon on both sides: "İl: İSTANBUL İlçe: …" is "Province" and
 * "ISTANBUL District: …").
 */
const ENGLISH = new Map<string, string>();
SOURCE.forEach((line, index) => {
  const english = TRANSLATION[index]!;
  ENGLISH.set(line, english);
  const [label, value] = [line.indexOf(": "), english.indexOf(": ")];
  if (label > 0 && value > 0) {
    ENGLISH.set(line.slice(0, label), english.slice(0, value));
    ENGLISH.set(line.slice(label + 2), english.slice(value + 2));
  }
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The label of the element with the focus: a translation field's is "Translation of segment 3: Adı". */
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");

/** Waits until the caret is in segment `number`'s translation field; returns the source its label names. */
async function caretIn(page: Page, number: number): Promise<string> {
  const label = new RegExp(`^Translation of segment ${number}: `);
  await expect.poll(() => focusedLabel(page), { timeout: 10_000 }).toMatch(label);
  return (await focusedLabel(page)).replace(label, "");
}

const field = (page: Page, number: number) =>
  page.getByRole("textbox", { name: new RegExp(`^Translation of segment ${number}: `) });

describe("segment editor", () => {
  it("a translator translates a civil-registry extract with the keyboard only, and nothing is lost", async () => {
    const customer = await newPage(browser);
    await registerThroughApi(customer.page, "editor");
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
    const uploaded = await customer.page.request.post("/api/documents", {
      multipart: {
        orderId: String(orderId),
        file: { name: "nufus-kayit.docx", mimeType: DOCX, buffer: buildDocx([...SOURCE]) },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    expect((await payThroughApi(customer.page.request, orderId)).status()).toBe(200);

    const admin = await newPage(browser);
    await loginAdminThroughUi(admin.page);
    const translator = await newPage(browser);
    const person = { fullName: "Elif Kaya", email: `elif${Date.now().toString(36)}@example.com` };
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
    await page.getByText("No translation uploaded yet.").waitFor();
    await page.getByRole("link", { name: "Translate in the editor: Other Document — AYSE YILMAZ" }).click();
    await page.waitForURL(new RegExp(`/translator/jobs/${jobId}/documents/\\d+/editor$`));

    // The segments come from a background job after the assignment: the page says so and refreshes by itself.
    const progress = page.getByTestId("document-progress");
    await progress.waitFor({ timeout: 120_000 });
    await page.getByRole("heading", { name: "Editor · Other Document — AYSE YILMAZ" }).waitFor();
    const counted = /^Document: 0 of (\d+) confirmed$/.exec((await progress.textContent()) ?? "");
    expect(counted, `progress: ${await progress.textContent()}`).not.toBeNull();
    const total = Number(counted![1]);
    expect(total).toBeGreaterThanOrEqual(SOURCE.length);
    await field(page, 1).waitFor();
    await expect.poll(() => field(page, 1).inputValue()).toBe("");
    await page.getByText(`Confirm every segment first (${total} left).`).waitFor();
    expect(await page.getByRole("button", { name: "Make the translation PDF" }).isDisabled()).toBe(true);
    await saveScreenshot(page, "segment-editor-segments");

    // The editor opens with the caret in the first segment; the shortcuts' help comes with F1 and goes with Escape,
    // leaving the caret where it was.
    await caretIn(page, 1);
    await page.keyboard.press("F1");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await help
      .getByRole("row", { name: /Confirm the segment and go to the next unconfirmed one\s*Ctrl\+Enter/ })
      .waitFor();
    await help.getByRole("row", { name: /Copy the source into the translation\s*Ctrl\+Shift\+Insert/ }).waitFor();
    await page.keyboard.press("Escape");
    await help.waitFor({ state: "detached" });
    await caretIn(page, 1);
    // No memory yet: "insert match 1" says so and leaves the translation alone.
    await page.keyboard.press("Control+1");
    await page.getByRole("status").filter({ hasText: "There is no match 1 for this segment." }).waitFor();
    expect(await field(page, 1).inputValue()).toBe("");

    // Each segment: its English typed, or its source copied where the English is the same; Ctrl+Enter goes on.
    const typed: string[] = [];
    for (let number = 1; number <= total; number += 1) {
      const source = await caretIn(page, number);
      const english = ENGLISH.get(source);
      expect(english, `no English for segment ${number}: “${source}”`).toBeDefined();
      if (english === source) {
        await page.keyboard.press("Control+Shift+S");
      } else {
        await page.keyboard.press("Control+A");
        await page.keyboard.type(english!);
      }
      await expect.poll(() => field(page, number).inputValue()).toBe(english);
      typed.push(english!);
      await page.keyboard.press("Control+Enter");
      await page.getByText(`Document: ${number} of ${total} confirmed`, { exact: true }).waitFor();

      if (number === 3) {
        // Back to the confirmed segment 3 and on again: the text is there and it says Confirmed.
        await caretIn(page, 4);
        await page.keyboard.press("Control+ArrowUp");
        await caretIn(page, 3);
        expect(await field(page, 3).inputValue()).toBe(english);
        await page.locator('[role="row"][aria-current="true"]').getByText("Confirmed", { exact: true }).waitFor();
        await page.keyboard.press("Control+ArrowDown");
      }
    }
    await page.getByText(`Document: ${total} of ${total} confirmed`, { exact: true }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: "Make the translation PDF" }).isEnabled()).toBe(true);
    await expect(page.getByText(/Confirm every segment first/).count()).resolves.toBe(0);
    await saveScreenshot(page, "segment-editor-done");

    // A reload loses nothing: every segment still holds its confirmed translation.
    await page.reload();
    await page.getByText(`Document: ${total} of ${total} confirmed`, { exact: true }).waitFor();
    for (let number = 1; number <= total; number += 1) {
      if (number > 1) await page.keyboard.press("Control+ArrowDown");
      await caretIn(page, number);
      expect(await field(page, number).inputValue(), `segment ${number} after the reload`).toBe(typed[number - 1]);
    }

    // The translation PDF becomes the document's current translation version, shown on the job page.
    await page.getByRole("button", { name: "Make the translation PDF" }).click();
    await page
      .getByRole("region", { name: /Notifications/ })
      .getByText("The translation PDF is the document's new version; the checks are on the job page.")
      .waitFor({ timeout: 60_000 });
    await page.getByRole("link", { name: "Back to the job" }).click();
    await page.getByRole("heading", { name: `Order #${orderId}` }).waitFor();
    await page.getByText("Current translation: version 1").waitFor();
    await saveScreenshot(page, "segment-editor-job");
  }, 300_000);
});
