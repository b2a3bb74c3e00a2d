import fs from "node:fs";
import type { APIRequestContext, Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ROUTES } from "../../src/shared/client-routes";
import { BLOG_SLUGS, localizedPath } from "../../src/shared/public-pages";
import { englishLeftovers } from "../../tests/support/english-leftovers";
import { loginAdminThroughUi } from "../support/admin-login";
import { launchBrowser, newPage, saveScreenshot, uniqueUser } from "../support/browser";
import { checkPage } from "../support/page-checks";
import { signUpVerifiedThroughApi } from "../support/sign-up";
import { payThroughApi, writeWordsPdf } from "../orders/fixtures";
import { approvedTranslatorThroughApi, translatedPdf } from "../delivery/fixtures";

// Every page of the app (src/shared/client-routes.ts, so a new route is covered without editing this file), in
// English and Turkish, as the role that sees it: no horizontal overflow at 320, 375 and 414 px, no axe-core
// WCAG 2.1 A/AA violation, and on the Turkish customer and public screens no text of the English catalogs
// (docs/customer-ui.md, "Mobile and accessibility"). One page per role, resized rather than reopened.

type Role = "visitor" | "customer" | "admin" | "translator";

let browser: Browser;
const pages = {} as Record<Role, Page>;
let pendingOrderId: number;
let completedOrderId: number;
let jobId: number;
let jobDocumentId: number;
let offerId: number;
let certificateCode: string;
let contactMessageId: number;

/**
 * Screens English by design under /tr too (docs/decisions/014-i18n.md): the translator portal and the admin area
 * behind sign-in, and the invitation that turns a signed-in account into a translator's. The public application
 * and its verification steps, the admin sign-in pages and the certificate check speak Turkish under /tr.
 */
const ENGLISH_BY_DESIGN = new Set(["/accept-translator-invitation"]);

function roleOf(route: string): Role {
  if (/^\/(dashboard|checkout|upload)(\/|$)/.test(route)) return "customer";
  if (/^\/translator(\/|$)/.test(route)) return "translator";
  if (route.startsWith("/admin/") && route !== "/admin/auth" && route !== "/admin/verify") return "admin";
  return "visitor";
}

/** The route with its parameters filled in from the orders made in beforeAll; some routes are visited in two states. */
function pathsOf(route: string): string[] {
  switch (route) {
    case "/blog/:slug":
      return [`/blog/${BLOG_SLUGS[0]}`];
    case "/verify-translator-email/:token":
      return ["/verify-translator-email/not-a-real-token"];
    case "/verify/:code":
      return [`/verify/${certificateCode}`];
    // A follow link that is not signed (a valid one is followed in tests/api/order-links): the page says so.
    case "/track/:token":
      return ["/track/not-a-real-token"];
    case "/dashboard/orders/:id":
      return [`/dashboard/orders/${pendingOrderId}`, `/dashboard/orders/${completedOrderId}`];
    case "/dashboard/download/:id":
      return [`/dashboard/download/${completedOrderId}`];
    case "/dashboard/upload/:orderId":
    case "/upload/:orderId":
    case "/checkout/:orderId":
      return [route.replace(":orderId", String(pendingOrderId))];
    case "/translator/jobs/:id":
      return [`/translator/jobs/${jobId}`];
    // The segment editor of the job's document (its segments are made in the background; a completed job reads them).
    case "/translator/jobs/:id/documents/:documentId/editor":
      return [`/translator/jobs/${jobId}/documents/${jobDocumentId}/editor`];
    case "/translator/offers/:id":
      return [`/translator/offers/${offerId}`];
    case "/admin/inbox/:id":
      return [`/admin/inbox/${contactMessageId}`];
    case "/admin/orders/:id":
      return [`/admin/orders/${pendingOrderId}`, `/admin/orders/${completedOrderId}`];
    default:
      if (route.includes(":"))
        throw new Error(`every-route.spec.ts does not know how to fill in ${route}: add it to pathsOf`);
      return [route];
  }
}

/** Waits for what the page loads (its spinners gone); a page that keeps one is checked as it is. */
async function settle(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector(".animate-spin"), undefined, { timeout: 8_000 })
    .catch(() => undefined);
}

/** The text a Turkish reader meets: what is on screen and what a screen reader says (labels, titles, alt texts). */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")].flatMap(
      (element) => ["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
    );
    // File names ("translated-diploma.pdf") are names, not sentences.
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    return [document.title, description, document.body.innerText, ...attributes]
      .join("\n")
      .replace(/\S+\.(pdf|docx?|txt|png|jpe?g)\b/gi, " ");
  });
}

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A customer order holding one uploaded document with a long file name, as the upload page makes it. */
async function orderWithDocument(request: APIRequestContext) {
  const { id } = (await ok(
    await request.post("/api/orders", {
      data: {
        serviceType: "certified",
        translationDirection: "tr-en",
        wordCount: 500,
        isRush: true,
        isPhysicalDelivery: false,
      },
    }),
  )) as { id: number };
  const pdf = await writeWordsPdf(180, "nufus-kayit-ornegi-ayse-yilmaz.pdf");
  await ok(
    await request.post("/api/documents", {
      multipart: {
        orderId: String(id),
        file: { name: "nufus-kayit-ornegi-ayse-yilmaz.pdf", mimeType: "application/pdf", buffer: pdf.bytes },
      },
    }),
  );
  return id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  for (const role of ["visitor", "customer", "admin", "translator"] as const)
    pages[role] = (await newPage(browser)).page;
  const { customer, admin, translator } = pages;

  await signUpVerifiedThroughApi(customer.request, uniqueUser("routes"));
  pendingOrderId = await orderWithDocument(customer.request);
  completedOrderId = await orderWithDocument(customer.request);
  expect((await payThroughApi(customer.request, completedOrderId)).status()).toBe(200);

  // A translator, approved, signed in, assigned the paid order; they deliver and the customer approves: the order
  // completes with a certificate (its code opens /verify/:code).
  await loginAdminThroughUi(admin);
  // A name no other spec approves: the assignment panel is found by name there.
  const person = { fullName: "Ece Yildiz", email: `routes${Date.now().toString(36)}@example.com` };
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
  expect(
    (await translator.request.put("/api/translator/signature/typed", { data: { name: person.fullName } })).status(),
  ).toBe(200);
  await ok(await admin.request.post(`/api/admin/orders/${completedOrderId}/assignment`, { data: { translatorId } }));
  const jobs = (await (await translator.request.get("/api/translator/jobs")).json()) as {
    items: { id: number; orderId: number }[];
  };
  jobId = jobs.items.find((job) => job.orderId === completedOrderId)!.id;
  const job = (await (await translator.request.get(`/api/translator/jobs/${jobId}`)).json()) as {
    documents: { id: number }[];
  };
  jobDocumentId = job.documents[0]!.id;
  await ok(
    await translator.request.post(`/api/translator/jobs/${jobId}/documents/${job.documents[0]!.id}/translations`, {
      multipart: { file: { name: "translated.pdf", mimeType: "application/pdf", buffer: await translatedPdf(180) } },
    }),
  );
  await ok(await translator.request.post(`/api/translator/jobs/${jobId}/complete`));
  await ok(await customer.request.post(`/api/orders/${completedOrderId}/review/approve`));
  // A third order, paid and offered to the translator: the offer's page.
  const offeredOrderId = await orderWithDocument(customer.request);
  expect((await payThroughApi(customer.request, offeredOrderId)).status()).toBe(200);
  const offered = await admin.request.post(`/api/admin/orders/${offeredOrderId}/offers`, { data: { translatorId } });
  await ok(offered);
  offerId = ((await offered.json()) as { openOffer: { id: number } }).openOffer.id;
  const delivery = await (await admin.request.get(`/api/admin/orders/${completedOrderId}/delivery`)).text();
  certificateCode = /"verificationCode":"([0-9A-Z]{16})"/.exec(delivery)![1]!;
  // A contact message from the customer: the admin inbox's message page.
  await ok(
    await customer.request.post("/api/contact", {
      data: {
        name: "Route Walker",
        email: "route.walker@example.com",
        subject: "Every route",
        message: "A message for the walk.",
      },
    }),
  );
  const inbox = (await ok(await admin.request.get("/api/admin/contact-messages?search=every%20route"))) as {
    items: { id: number }[];
  };
  contactMessageId = inbox.items[0]!.id;
}, 120_000);

afterAll(async () => browser?.close());

describe("every route", () => {
  it("fits phone widths, passes axe, and speaks Turkish under /tr", async () => {
    const problems: string[] = [];
    const visited: string[] = [];
    for (const route of CLIENT_ROUTES) {
      const role = roleOf(route);
      const page = pages[role];
      for (const path of pathsOf(route)) {
        for (const language of ["en", "tr"] as const) {
          const url = localizedPath(path, language);
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.goto(url);
          await settle(page);
          const label = `${url} (${role})`;
          visited.push(label);
          problems.push(...(await checkPage(page, label)));
          if (language === "tr" && (role === "visitor" || role === "customer") && !ENGLISH_BY_DESIGN.has(route)) {
            for (const found of englishLeftovers(await readableText(page)))
              problems.push(`${label} shows English "${found.text}" (${found.key}) in "${found.context}"`);
          }
        }
      }
    }
    expect(visited.length).toBeGreaterThanOrEqual(CLIENT_ROUTES.length * 2);
    expect(problems).toEqual([]);
    // About 45 routes × 2 languages × 4 widths with axe: two minutes on a quiet machine, far more beside other suites.
  }, 600_000);

  it("shows the landing page's headline and main button above the fold at 1366×768", async () => {
    const page = pages.visitor;
    for (const url of ["/", "/tr"]) {
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(url);
      const headline = (await page.locator("#hero-title").boundingBox())!;
      const button = (await page.locator("#hero-title ~ div a").first().boundingBox())!;
      expect(headline.y + headline.height, url).toBeLessThanOrEqual(768);
      expect(button.y + button.height, url).toBeLessThanOrEqual(768);
      await page.screenshot({ path: `${screenshotsDir()}/landing-1366x768${url === "/" ? "" : "-tr"}.png` });
    }
  });

  it("keeps the upload and checkout pages readable at 375 px", async () => {
    const page = pages.customer;
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of [`/dashboard/upload/${pendingOrderId}`, `/checkout/${pendingOrderId}`]) {
      await page.goto(path);
      await settle(page);
      await saveScreenshot(page, `mobile-375${path.replaceAll("/", "-")}`);
      // The document's whole name is readable, never cut to "nufu…".
      expect(
        await page
          .getByText("nufus-kayit-ornegi-ayse-yilmaz.pdf")
          .first()
          .evaluate((element) => element.scrollWidth <= element.clientWidth),
      ).toBe(true);
    }
  });
});

function screenshotsDir() {
  const dir = new URL("../artifacts", import.meta.url).pathname;
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
