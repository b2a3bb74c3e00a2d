/** The public header's link row (spec 2.2). Anchors scroll on the home page. */
export const siteNavLinks = [
  { href: "/", label: "Home" },
  { href: "/#services", label: "Services" },
  { href: "/#pricing", label: "Pricing" },
  { href: "/#about", label: "About" },
  { href: "/#contact", label: "Contact" },
  { href: "/careers", label: "Careers" },
  { href: "/blog", label: "Blog" },
] as const;

export type AccountLink = { href: string; label: string };

export const customerAccountLinks: AccountLink[] = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/dashboard/orders", label: "Orders" },
];

export const translatorAccountLinks: AccountLink[] = [{ href: "/translator", label: "Translator Portal" }];

export const adminAccountLinks: AccountLink[] = [
  { href: "/admin/dashboard", label: "Admin Dashboard" },
  { href: "/admin/orders", label: "Manage Orders" },
  { href: "/admin/users", label: "Manage Users" },
  { href: "/admin/translators", label: "Manage Translators" },
];

export const guestAccountLinks: AccountLink[] = [
  { href: "/auth", label: "Login" },
  { href: "/auth?tab=register", label: "Sign Up" },
];
