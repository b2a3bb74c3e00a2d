import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOG, type PriceCatalog } from "@shared/catalog";
import {
  allPrerenderedUrls,
  DEFAULT_SITE_INFO_RESPONSE,
  inlineStylesheets,
  renderPage,
  robotsTxt,
  sitemapXml,
  type PrerenderData,
} from "./entry-server";

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Shell</title>
    <meta name="description" content="shell" />
    <meta name="robots" content="noindex" />
    <link rel="stylesheet" crossorigin href="/assets/index-x.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const ORIGIN = "https://bosphorus.example";
const data = (catalog: PriceCatalog = DEFAULT_CATALOG): PrerenderData => ({
  origin: ORIGIN,
  catalog,
  siteInfo: DEFAULT_SITE_INFO_RESPONSE,
  year: 2026,
});

/** The JSON-LD blocks of a page. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}

describe("renderPage", () => {
  it("renders the page's content, title, description, canonical, hreflang pair and Open Graph tags", async () => {
    const html = await renderPage("/careers", data(), TEMPLATE);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("<title>Careers | Bosphorus Translate</title>");
    expect(html).toMatch(/<h1[^>]*>Help people cross the bridge<\/h1>/);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/careers" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/careers" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="tr" href="${ORIGIN}/tr/careers" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/careers" />`);
    expect(html).toContain('<meta property="og:title" content="Careers | Bosphorus Translate" />');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/careers" />`);
    expect(html).not.toContain('name="robots"');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("gives the Turkish page its own language, canonical URL and locale", async () => {
    const html = await renderPage("/tr/careers", data(), TEMPLATE);
    expect(html).toContain('<html lang="tr"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/tr/careers" />`);
    expect(html).toContain('<meta property="og:locale" content="tr_TR" />');
    // The header comes from the common catalog in Turkish, its links stay under /tr.
    expect(html).toContain(">Ana Sayfa</a>");
    expect(html).toContain('href="/tr/careers"');
    expect(html).toContain("<title>Kariyer | Bosphorus Translate</title>");
    expect(html).toMatch(/<h1[^>]*>İnsanların köprüyü geçmesine yardım edin<\/h1>/);
  });

  it("puts the live catalog's prices in the page, its JSON-LD and the data the client starts from", async () => {
    const catalog: PriceCatalog = {
      ...DEFAULT_CATALOG,
      plans: DEFAULT_CATALOG.plans.map((plan) =>
        plan.serviceType === "certified" ? { ...plan, pricePerWordCents: 17, pricePerWord: 0.17 } : plan,
      ),
      documentTypes: DEFAULT_CATALOG.documentTypes.map((type) =>
        type.id === "birth_certificate" ? { ...type, priceCents: 6500 } : type,
      ),
    };
    const html = await renderPage("/pricing", data(catalog), TEMPLATE);
    const service = jsonLd(html).find((block) => block["@type"] === "Service")!;
    type Offer = { name: string; price?: string; priceSpecification: { price: string; priceCurrency: string } };
    const offers = service.offers as Offer[];
    const certified = offers.find((offer) => offer.name === "Certified translation (USCIS)")!;
    expect(certified.priceSpecification.price).toBe("0.17");
    expect(certified.priceSpecification.priceCurrency).toBe("USD");
    expect(offers.find((offer) => offer.name === "Birth certificate")!.price).toBe("65.00");
    // The calculator's default quote (500 words, Certified at 17 cents) is priced from the live catalog.
    expect(html).toContain("$85.00");
    expect(html).not.toContain("$75.00");
    const [, namespaces, json] =
      /<script type="application\/json" id="prerender-data" data-namespaces="([^"]*)">([\s\S]*?)<\/script>/.exec(html)!;
    expect(JSON.parse(json!)["/api/pricing"]).toEqual(catalog);
    // The browser loads exactly the text namespaces the page was rendered with before it hydrates.
    expect(namespaces!.split(" ").sort()).toEqual(expect.arrayContaining(["common", "ordering", "pages", "site"]));
  });

  it("describes the organization on every page and the FAQ on the FAQ page", async () => {
    const html = await renderPage("/faq", data(), TEMPLATE);
    const types = jsonLd(html).map((block) => block["@type"]);
    expect(types).toEqual(["Organization", "FAQPage"]);
    const faq = jsonLd(html)[1]!;
    expect((faq.mainEntity as unknown[]).length).toBe(6);
    const organization = jsonLd(html)[0]!;
    expect(organization.telephone).toBe(DEFAULT_SITE_INFO_RESPONSE.companyPhone);
    expect(organization.address).toMatchObject({
      addressLocality: "New York",
      addressRegion: "NY",
      postalCode: "10118",
    });
  });

  it("gives the organization the real rating only once customers have rated, and shows the published reviews", async () => {
    const none = jsonLd(await renderPage("/", data(), TEMPLATE))[0]!;
    expect(none.aggregateRating).toBeUndefined();
    const noReviews = await renderPage("/", data(), TEMPLATE);
    expect(noReviews).not.toContain('data-testid="ratings-summary"');

    const rated = data();
    rated.siteInfo = {
      ...rated.siteInfo,
      ratings: {
        count: 3,
        average: 4.7,
        published: [
          {
            rating: 5,
            comment: "Accepted by USCIS at once.",
            authorName: "Ayşe Y.",
            submittedAt: "2026-11-02T10:00:00Z",
          },
        ],
      },
    };
    const html = await renderPage("/", rated, TEMPLATE);
    expect(jsonLd(html)[0]!.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      ratingCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(html).toContain("4.7 out of 5 from 3 customer ratings");
    expect(html).toContain("Accepted by USCIS at once.");
    expect(html).toContain("Ayşe Y.");
  });

  it("renders each blog post on its own page", async () => {
    const html = await renderPage("/blog/certified-vs-notarized-translation", data(), TEMPLATE);
    expect(html).toMatch(/<h1[^>]*>Certified vs. Notarized Translation: What Is the Difference\?<\/h1>/);
    expect(html).toContain('<meta property="og:type" content="article" />');
  });

  it("refuses paths that are not prerendered", async () => {
    await expect(renderPage("/dashboard", data(), TEMPLATE)).rejects.toThrow("not a prerendered page");
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every page in both languages with its alternates", () => {
    const xml = sitemapXml(ORIGIN);
    for (const url of allPrerenderedUrls()) expect(xml).toContain(`<loc>${ORIGIN}${url}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="tr" href="${ORIGIN}/tr/pricing"/>`);
    expect(allPrerenderedUrls()).toContain("/tr/blog/us-documents-for-use-in-turkey");
  });

  it("keeps crawlers out of signed-in areas and names the sitemap", () => {
    const robots = robotsTxt(ORIGIN);
    for (const path of ["/dashboard", "/admin", "/checkout/", "/tr/dashboard"])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toMatch(/Disallow: \/\n/);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("inlineStylesheets", () => {
  it("replaces the stylesheet link with its content", () => {
    const html = inlineStylesheets(TEMPLATE, (href) => (href === "/assets/index-x.css" ? "body{color:red}" : ""));
    expect(html).toContain("<style>body{color:red}</style>");
    expect(html).not.toContain('rel="stylesheet"');
  });
});
