// The public pages that are prerendered to HTML, in English at their own path and in Turkish under
// /tr (docs/decisions/015-prerendering.md). Shared by the client router, the build's prerender step and the
// server, which serves these paths as HTML with their content and metadata already in it.

export const PAGE_LANGUAGES = ["en", "tr"] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** Turkish pages live under this prefix; English ones at the unprefixed path (also the x-default). */
export const TURKISH_PREFIX = "/tr";

/** The blog posts, each on its own page at /blog/<slug> (content in src/client/pages/blog/blog-posts.ts). */
export const BLOG_SLUGS = [
  "uscis-certified-translation-guide",
  "certified-vs-notarized-translation",
  "turkish-birth-certificate-green-card",
  "turkish-diplomas-transcripts-us",
  "us-documents-for-use-in-turkey",
] as const;

/** Unprefixed paths of every prerendered page. */
export const PRERENDERED_PATHS: readonly string[] = [
  "/",
  "/pricing",
  "/faq",
  "/about",
  "/contact",
  "/careers",
  "/blog",
  ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
  "/terms",
  "/privacy",
];

/**
 * Public pages rendered in the browser only (their content is the visitor's own) that still have a URL per
 * language: the files-first order page (docs/ordering.md, "Files first").
 */
export const CLIENT_PUBLIC_PATHS: readonly string[] = ["/order"];

/** "/pricing" in Turkish is "/tr/pricing"; "/" is "/tr". */
export function localizedPath(path: string, language: PageLanguage): string {
  if (language === "en") return path;
  return path === "/" ? TURKISH_PREFIX : `${TURKISH_PREFIX}${path}`;
}

/** The language a URL path asks for and the path without its language prefix ("/tr/faq" → tr, "/faq"). */
export function splitLanguagePath(pathname: string): { language: PageLanguage; path: string } {
  if (pathname === TURKISH_PREFIX || pathname === `${TURKISH_PREFIX}/`) return { language: "tr", path: "/" };
  if (pathname.startsWith(`${TURKISH_PREFIX}/`)) return { language: "tr", path: pathname.slice(TURKISH_PREFIX.length) };
  return { language: "en", path: pathname };
}

/** "/faq/" → "/faq"; "/" stays. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

/** The prerendered page a request path names, or null (a client-only page, an asset, an unknown path). */
export function prerenderedPage(pathname: string): { language: PageLanguage; path: string } | null {
  const split = splitLanguagePath(withoutTrailingSlash(pathname));
  return PRERENDERED_PATHS.includes(split.path) ? split : null;
}

/**
 * Where the language switch goes on this page: the other language's URL of a public page, or of any page
 * under /tr; null where the language is not in the URL (signed-in pages follow the cookie).
 */
export function switchedLanguagePath(pathname: string, language: PageLanguage): string | null {
  const split = splitLanguagePath(withoutTrailingSlash(pathname));
  if (split.language !== "tr" && !PRERENDERED_PATHS.includes(split.path) && !CLIENT_PUBLIC_PATHS.includes(split.path))
    return null;
  const target = localizedPath(split.path, language);
  return target === withoutTrailingSlash(pathname) ? null : target;
}
