// Renders the public pages to HTML (docs/decisions/015-prerendering.md). Built by `vite build --ssr`
// into dist/ssr/entry-server.js; scripts/prerender.mjs calls it at build time with the published prices, and the
// server calls it again whenever the live prices, company details or public URL differ from the build's.
import "./lib/zod-config";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import type { PriceCatalog } from "@shared/catalog";
import {
  localizedPath,
  PAGE_LANGUAGES,
  PRERENDERED_PATHS,
  prerenderedPage,
  type PageLanguage,
} from "@shared/public-pages";
import type { SiteInfoResponse } from "@shared/schemas/marketing";
import type { Resource } from "i18next";
import en from "@shared/i18n/catalogs/en";
import tr from "@shared/i18n/catalogs/tr";
import enSite from "@shared/i18n/catalogs/en/site";
import trSite from "@shared/i18n/catalogs/tr/site";
import { App } from "./App";
import { createI18n } from "./i18n/create-i18n";
import { faqs } from "./features/landing/FaqSection";
import {
  faqPageJsonLd,
  jsonForScript,
  organizationJsonLd,
  serviceJsonLd,
  type ServiceTexts,
} from "./features/seo/structured-data";
import {
  DocumentMetaContext,
  SITE_DESCRIPTION,
  SITE_TITLE,
  type CollectedMeta,
} from "./features/site/use-document-meta";
import { queryClient } from "./lib/query-client";
import { PRICING_KEY } from "./features/pricing/use-catalog";
import { DEFAULT_SITE_INFO } from "./features/site/use-site-info";

export { DEFAULT_CATALOG } from "@shared/catalog";
export const DEFAULT_SITE_INFO_RESPONSE: SiteInfoResponse = {
  ...DEFAULT_SITE_INFO,
  paymentsMode: "live",
  // The build knows no rating: the live page is rendered again once the first one is given (prerendered-pages.ts).
  ratings: { count: 0, average: null, published: [] },
};

/** What a page shows that an administrator can change at run time, and where the site is published. */
export type PrerenderData = {
  /** e.g. "https://bosphorustranslate.com", no trailing slash: canonical, hreflang, og:url, sitemap. */
  origin: string;
  catalog: PriceCatalog;
  siteInfo: SiteInfoResponse;
  /** The copyright year in the footer. */
  year: number;
};

/** The data a page was rendered from, in the page for the client to start from (same keys as its queries). */
export const PRERENDER_DATA_ELEMENT_ID = "prerender-data";
export type EmbeddedQueries = { [PRICING_KEY]: PriceCatalog; "/api/site-info": SiteInfoResponse };

const OG_LOCALE: Record<PageLanguage, string> = { en: "en_US", tr: "tr_TR" };

const SERVICE_TEXTS: Record<PageLanguage, ServiceTexts> = {
  en: {
    name: "Turkish-English certified document translation",
    description:
      "USCIS-certified, notarized and general translation of documents between Turkish and English for customers in the United States.",
    planNames: {
      standard: "Standard translation",
      certified: "Certified translation (USCIS)",
      premium: "Premium translation (certified and notarized)",
    },
    perWord: "word",
    documentNames: {},
  },
  tr: {
    name: "Türkçe-İngilizce onaylı belge tercümesi",
    description:
      "Amerika Birleşik Devletleri'ndeki müşteriler için Türkçe ile İngilizce arasında USCIS için onaylı tercüme, noter onaylı tercüme ve genel tercüme.",
    planNames: {
      standard: "Standart tercüme",
      certified: "Onaylı tercüme (USCIS)",
      premium: "Premium tercüme (onaylı ve noter onaylı)",
    },
    perWord: "kelime",
    documentNames: {
      birth_certificate: "Doğum belgesi",
      marriage_certificate: "Evlilik cüzdanı",
      diploma: "Diploma",
      drivers_license: "Sürücü belgesi",
      power_of_attorney: "Vekaletname",
      affidavit: "Yeminli beyan",
    },
  },
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const RESOURCES = { en: { ...en, site: enSite }, tr: { ...tr, site: trSite } } as unknown as Resource;

async function renderApp(
  pathname: string,
  language: PageLanguage,
  data: PrerenderData,
): Promise<{ html: string; meta: CollectedMeta; namespaces: string[] }> {
  // Renders run one at a time (callers await each), so the client's query cache and react-i18next's instance
  // can hold this page's data and language.
  const i18n = createI18n(language, RESOURCES);
  queryClient.clear();
  queryClient.setQueryData([PRICING_KEY], data.catalog);
  queryClient.setQueryData(["/api/site-info"], data.siteInfo);
  const meta: CollectedMeta = { title: SITE_TITLE, description: SITE_DESCRIPTION };
  const tree = (
    <DocumentMetaContext.Provider value={meta}>
      <StrictMode>
        <App ssrPath={pathname} />
      </StrictMode>
    </DocumentMetaContext.Provider>
  );
  // The first pass only waits for the page's lazily loaded modules. The HTML is then rendered in one piece,
  // with nothing left suspended: a streamed render would add inline <script>s that the CSP (script-src
  // 'self') refuses, and hydration would then find the boundaries unfinished.
  const { prelude } = await prerenderToNodeStream(tree);
  for await (const _chunk of prelude) void _chunk;
  const html = renderToString(tree);
  queryClient.clear();
  // The browser loads these text namespaces before hydrating (src/client/main.tsx).
  const namespaces = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  return { html, meta, namespaces };
}

function structuredData(path: string, language: PageLanguage, data: PrerenderData): unknown[] {
  const pageUrl = data.origin + localizedPath(path, language);
  const blocks: unknown[] = [organizationJsonLd(data.origin, data.siteInfo, data.siteInfo.ratings)];
  if (path === "/" || path === "/pricing")
    blocks.push(serviceJsonLd(data.origin, data.catalog, SERVICE_TEXTS[language], pageUrl));
  if (path === "/" || path === "/faq")
    blocks.push(faqPageJsonLd(faqs(data.catalog, (language === "tr" ? trSite : enSite).faq.items)));
  return blocks;
}

function headTags(path: string, language: PageLanguage, meta: CollectedMeta, data: PrerenderData): string {
  const url = (lang: PageLanguage) => data.origin + localizedPath(path, lang);
  const other = language === "en" ? "tr" : "en";
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${url(language)}" />`,
    ...PAGE_LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${url(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${url("en")}" />`,
    `<meta property="og:type" content="${path.startsWith("/blog/") ? "article" : "website"}" />`,
    `<meta property="og:site_name" content="${escapeHtml(data.siteInfo.companyName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${url(language)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}" />`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...structuredData(path, language, data).map(
      (block) => `<script type="application/ld+json">${jsonForScript(block)}</script>`,
    ),
  ];
  return tags.join("\n    ");
}

/**
 * The complete HTML document of one prerendered page ("/tr/pricing"), built on the client's index.html:
 * its markup in #root, its <head> metadata and JSON-LD, and the data it was rendered from.
 */
export async function renderPage(pathname: string, data: PrerenderData, template: string): Promise<string> {
  const page = prerenderedPage(pathname);
  if (!page) throw new Error(`${pathname} is not a prerendered page`);
  const { html, meta, namespaces } = await renderApp(localizedPath(page.path, page.language), page.language, data);
  const embedded: EmbeddedQueries = { [PRICING_KEY]: data.catalog, "/api/site-info": data.siteInfo };
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/\s*<meta\s+name="robots"[^>]*>/, "")
    .replace(/<meta\s+name="description"[^>]*>/, headTags(page.path, page.language, meta, data))
    .replace(
      '<div id="root"></div>',
      `<div id="root">${html}</div>\n    <script type="application/json" id="${PRERENDER_DATA_ELEMENT_ID}" data-namespaces="${namespaces.join(" ")}">${jsonForScript(embedded)}</script>`,
    );
}

/**
 * The template with its stylesheets inlined: a prerendered page then paints as soon as its HTML arrives, with
 * no render-blocking request (the landing page's LCP, docs/performance.md). `readAsset("/assets/x.css")` gives the file.
 */
export function inlineStylesheets(template: string, readAsset: (href: string) => string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g,
    (_tag, href: string) => `<style>${readAsset(href).replace(/<\/style/gi, "<\\/style")}</style>`,
  );
}

/** Every prerendered URL path, English first then Turkish. */
export function allPrerenderedUrls(): string[] {
  return PAGE_LANGUAGES.flatMap((language) => PRERENDERED_PATHS.map((path) => localizedPath(path, language)));
}

/** sitemap.xml: every prerendered page in both languages, each with its hreflang alternates. */
export function sitemapXml(origin: string): string {
  const entries = PRERENDERED_PATHS.flatMap((path) =>
    PAGE_LANGUAGES.map((language) => {
      const alternates = [...PAGE_LANGUAGES.map((lang) => [lang, localizedPath(path, lang)]), ["x-default", path]]
        .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${href}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${origin}${localizedPath(path, language)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** Signed-in areas and one-time flows are not for search engines; everything else may be crawled. */
const DISALLOWED = [
  "/api/",
  "/dashboard",
  "/checkout/",
  "/upload/",
  "/admin",
  "/translator",
  "/auth",
  "/set-password",
  "/verify-email",
  "/accept-translator-invitation",
];

export function robotsTxt(origin: string): string {
  const lines = [
    "User-agent: *",
    ...DISALLOWED.flatMap((path) => [`Disallow: ${path}`, `Disallow: /tr${path}`]),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ];
  return lines.join("\n");
}
