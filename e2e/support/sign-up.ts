import type { Page } from "playwright-core";
import { uniqueUser } from "./browser";

export type SignedUpUser = ReturnType<typeof uniqueUser>;

/**
 * Creates an account through the Sign Up tab of /auth, as a visitor does. Opens /auth unless the page is already
 * there (e.g. sent by the calculator's Get Started); the caller waits for where the app then lands.
 */
export async function signUpThroughUi(page: Page, user: SignedUpUser = uniqueUser("signup")): Promise<SignedUpUser> {
  if (new URL(page.url(), "http://x").pathname !== "/auth") await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("First name", { exact: true }).fill(user.firstName);
  await page.getByLabel("Last name", { exact: true }).fill(user.lastName);
  await page.getByLabel("Username", { exact: true }).fill(user.username);
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  return user;
}
