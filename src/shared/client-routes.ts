import { splitLanguagePath } from "./public-pages";

// The client router's paths, known to the server too, so an unknown page answers HTTP 404 (with the
// client's "Page not found" page and title) while every SPA page answers 200. src/client/App.tsx must declare
// exactly these (client-routes.test.ts compares them).

export const CLIENT_ROUTES = [
  "/",
  "/pricing",
  "/faq",
  "/about",
  "/careers",
  "/blog",
  "/blog/:slug",
  "/contact",
  "/terms",
  "/track/:token",
  "/privacy",
  "/order",
  "/coming-soon",
  "/auth",
  "/admin/auth",
  "/admin/verify",
  "/apply",
  "/translator-verification",
  "/verify-translator-email/:token",
  "/translator-id-verification",
  "/translator-application-confirmation",
  "/resend-verification",
  "/set-password",
  "/forgot-password",
  "/reset-password",
  "/data-export",
  "/verify/:code",
  "/verify-email",
  "/accept-translator-invitation",
  "/dashboard",
  "/dashboard/orders",
  "/dashboard/orders/new",
  "/dashboard/orders/:id",
  "/dashboard/uploads",
  "/dashboard/payments",
  "/dashboard/settings",
  "/dashboard/download/:id",
  "/dashboard/upload/:orderId",
  "/upload/:orderId",
  "/checkout/:orderId",
  "/translator",
  "/translator/jobs/:id",
  "/translator/jobs/:id/documents/:documentId/editor",
  "/translator/offers/:id",
  "/translator/earnings",
  "/translator/profile",
  "/admin/dashboard",
  "/admin/orders",
  "/admin/orders/:id",
  "/admin/users",
  "/admin/translators",
  "/admin/settings",
  "/admin/inbox",
  "/admin/ratings",
  "/admin/inbox/:id",
  "/admin/outbox",
  "/admin/memory",
  "/admin/jobs",
  "/admin/payments",
  "/admin/payouts",
  "/admin/termbase",
] as const;

const PATTERNS = CLIENT_ROUTES.map((route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`));

/**
 * True when the client router has a page for this path (a trailing slash is allowed). Every page also
 * exists in Turkish under /tr (App.tsx mounts the routes under a /tr base there).
 */
export function isClientRoute(pathname: string): boolean {
  const { path } = splitLanguagePath(pathname);
  return PATTERNS.some((pattern) => pattern.test(path));
}
