import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { loginAdminThroughUi } from "../support/admin-login";
import { newPage, uniqueUser } from "../support/browser";
import { signUpVerifiedThroughApi } from "../support/sign-up";

// Data for the admin specs, made through the public API as a customer would (POST /api/register, /api/orders).

export type Customer = ReturnType<typeof uniqueUser> & { id: number; context: BrowserContext; page: Page };

/** Registers a verified customer in a context of their own; its page.request carries their session cookie. */
export async function registerCustomer(browser: Browser, prefix = "cust"): Promise<Customer> {
  const { context, page } = await newPage(browser);
  const user = uniqueUser(prefix);
  const id = await signUpVerifiedThroughApi(page.request, user);
  return { ...user, id, context, page };
}

export type OrderBody = {
  serviceType: "standard" | "certified" | "premium";
  translationDirection: "en-tr" | "tr-en";
  wordCount: number;
  isRush: boolean;
  isPhysicalDelivery: boolean;
  shippingAddress?: Record<string, string>;
};

/** POST /api/orders as the customer whose request context is given. */
export async function placeOrder(
  request: APIRequestContext,
  body: Partial<OrderBody> = {},
): Promise<{ id: number; status: string }> {
  const data: OrderBody = {
    serviceType: "certified",
    translationDirection: "tr-en",
    wordCount: 250,
    isRush: false,
    isPhysicalDelivery: false,
    ...body,
  };
  const res = await request.post("/api/orders", { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; status: string };
}

/** A fresh context signed in as the seeded admin (through the e-mailed code), on /admin/dashboard. */
export async function adminPage(browser: Browser, options: { width?: number; height?: number } = {}) {
  const { context, page } = await newPage(browser, options);
  await loginAdminThroughUi(page);
  return { context, page };
}

/** Waits for a toast with this title (the toast region keeps one at a time). */
export async function expectToast(page: Page, title: string | RegExp) {
  await page.getByText(title).first().waitFor();
}
