import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedTranslatorThroughApi, translatedPdf } from "../delivery/fixtures";
import { createOrderWithDocument, payThroughApi } from "../orders/fixtures";
import { loginAdminThroughUi } from "../support/admin-login";
import { launchBrowser, newPage, saveScreenshot, uniqueUser } from "../support/browser";
import { signUpVerifiedThroughApi } from "../support/sign-up";

// docs/ratings.md: a customer rates a completed order on its page, the agency publishes it, and the landing page shows
// the real figure and the strip (8 cards, 30 s, pausing) — and nothing of it before the first rating.

let browser: Browser;
let customer: Page;
let admin: Page;
let orderId: number;

async function ok(response: Awaited<ReturnType<Page["request"]["post"]>>) {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

beforeAll(async () => {
  browser = await launchBrowser();
  customer = (await newPage(browser)).page;
  admin = (await newPage(browser)).page;
  const translator = (await newPage(browser)).page;
  const user = { ...uniqueUser("rater"), firstName: "Leyla", lastName: "Aydın" };
  await signUpVerifiedThroughApi(customer.request, user);
  orderId = await createOrderWithDocument(customer.request);
  expect((await payThroughApi(customer.request, orderId)).status()).toBe(200);

  await loginAdminThroughUi(admin);
  const person = { fullName: "Oya Ratings", email: `ratings${Date.now().toString(36)}@example.com` };
  const { translatorId, setPasswordLink } = await approvedTranslatorThroughApi(
    translator.request,
    admin.request,
    person,
  );
  const token = new URL(setPasswordLink, "http://x").searchParams.get("token");
  await ok(await translator.request.post("/api/set-password", { data: { token, password: "translator-pass-1" } }));
  await ok(
    await translator.request.post("/api/login", { data: { username: person.email, password: "translator-pass-1" } }),
  );
  await ok(await translator.request.put("/api/translator/signature/typed", { data: { name: person.fullName } }));
  await ok(await admin.request.post(`/api/admin/orders/${orderId}/assignment`, { data: { translatorId } }));
  const jobs = (await (await translator.request.get("/api/translator/jobs")).json()) as {
    items: { id: number; orderId: number }[];
  };
  const jobId = jobs.items.find((job) => job.orderId === orderId)!.id;
  const job = (await (await translator.request.get(`/api/translator/jobs/${jobId}`)).json()) as {
    documents: { id: number }[];
  };
  await ok(
    await translator.request.post(`/api/translator/jobs/${jobId}/documents/${job.documents[0]!.id}/translations`, {
      multipart: { file: { name: "translated.pdf", mimeType: "application/pdf", buffer: await translatedPdf(300) } },
    }),
  );
  await ok(await translator.request.post(`/api/translator/jobs/${jobId}/complete`));
  await ok(await customer.request.post(`/api/orders/${orderId}/review/approve`));
}, 180_000);

afterAll(async () => browser?.close());

describe("customers' ratings", () => {
  it("are given on the order page with the keyboard, published by the agency, and shown on the landing page", async () => {
    await customer.goto(`/dashboard/orders/${orderId}#rating`);
    await customer.getByRole("heading", { name: "How did we do?" }).waitFor();
    await customer.getByRole("button", { name: "Send my rating" }).click();
    await customer.getByText("Please choose from 1 to 5 stars").waitFor();
    // Stars are radio buttons: the arrow keys move between them.
    await customer.getByRole("radio", { name: "1 star out of 5" }).focus();
    for (let step = 0; step < 4; step += 1) await customer.keyboard.press("ArrowRight");
    expect(await customer.getByRole("radio", { name: "5 stars out of 5" }).isChecked()).toBe(true);
    await customer.getByLabel("A few words (optional)").fill("Our marriage certificate was accepted by USCIS at once.");
    await customer.getByLabel(/You may show my comment on your website/).check();
    await customer.getByRole("button", { name: "Send my rating" }).click();
    await customer.getByTestId("rating-given").waitFor();
    await saveScreenshot(customer, "rating-given");

    await admin.goto("/admin/ratings");
    const row = admin.getByTestId("admin-rating").filter({ hasText: `Order #${orderId}` });
    await row.waitFor();
    expect(await row.textContent()).toContain("Leyla A.");
    await row.getByRole("button", { name: "Publish", exact: true }).click();
    await row.getByText("Published", { exact: true }).waitFor();

    const home = (await newPage(browser)).page;
    await home.goto("/");
    await home.getByTestId("ratings-summary").waitFor();
    expect(await home.getByTestId("ratings-summary").textContent()).toMatch(
      /^\d\.\d out of 5 from (one|\d+) customer ratings?$/,
    );
    expect(await home.locator("[data-testid=testimonial-card]").count()).toBe(8);
    expect(await home.locator("[data-testid=testimonial-card]").first().textContent()).toContain("Leyla A.");
    const jsonLd = await home.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd!).aggregateRating).toMatchObject({ "@type": "AggregateRating", bestRating: 5 });
    await saveScreenshot(home, "landing-ratings");

    const track = home.locator("[data-testid=testimonial-track]");
    const style = (property: string) => track.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
    expect(await style("animation-duration")).toBe("30s");
    expect(await style("animation-play-state")).toBe("running");
    await home.locator("[data-testid=testimonial-strip]").hover();
    expect(await style("animation-play-state")).toBe("paused");
    await home.mouse.move(0, 0);
    await home.getByRole("button", { name: "Pause reviews" }).click();
    expect(await home.getByRole("button", { name: "Play reviews" }).getAttribute("aria-pressed")).toBe("true");

    const still = (await newPage(browser)).page;
    await still.emulateMedia({ reducedMotion: "reduce" });
    await still.goto("/");
    const stillTrack = still.locator("[data-testid=testimonial-track]");
    await stillTrack.waitFor();
    expect(await stillTrack.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });
});
