/** The public header's link row. Anchors scroll on the home page. */
export const siteNavLinks = [
  { href: "/", label: "Home", key: "home" },
  { href: "/#services", label: "Services", key: "services" },
  { href: "/#pricing", label: "Pricing", key: "pricing" },
  { href: "/#about", label: "About", key: "about" },
  { href: "/#contact", label: "Contact", key: "contact" },
  { href: "/careers", label: "Careers", key: "careers" },
  { href: "/blog", label: "Blog", key: "blog" },
] as const;

/** `key` names the label in the common catalog's `nav` (docs/decisions/014-i18n.md); links without one (admin) stay English. */
export type NavKey = keyof typeof import("@shared/i18n/catalogs/en/common").default.nav;
export type AccountLink = { href: string; label: string; key?: NavKey };

export const customerAccountLinks: AccountLink[] = [
  { href: "/dashboard", label: "Dashboard", key: "dashboard" },
  { href: "/dashboard/orders", label: "Orders", key: "orders" },
];

export const translatorAccountLinks: AccountLink[] = [
  { href: "/translator", label: "Translator Portal", key: "translatorPortal" },
];

export const adminAccountLinks: AccountLink[] = [
  { href: "/admin/dashboard", label: "Admin Dashboard" },
  { href: "/admin/orders", label: "Manage Orders" },
  { href: "/admin/users", label: "Manage Users" },
  { href: "/admin/translators", label: "Manage Translators" },
];

export const guestAccountLinks: AccountLink[] = [
  { href: "/auth", label: "Login", key: "login" },
  { href: "/auth?tab=register", label: "Sign Up", key: "signUp" },
];
