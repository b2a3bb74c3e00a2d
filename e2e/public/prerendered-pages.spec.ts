import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage } from "../support/browser";

// Decision 015: the public pages arrive as HTML with their content and metadata (what a crawler without JavaScript
// sees), and the browser hydrates them without a mismatch.

/** [path, h1, a key text of the page, <title>] in both languages. */
const PAGES: [string, string, string, string][] = [
  [
    "/",
    "USCIS Certified Translation Services",
    "Transparent Pricing",
    "Bosphorus Translate | USCIS Certified Turkish-English Translation Services",
  ],
  ["/pricing", "Translation prices", "Document-Specific Flat Rates", "Pricing | Bosphorus Translate"],
  ["/faq", "Frequently asked questions", "Which file formats do you accept?", "FAQ | Bosphorus Translate"],
  ["/about", "About Bosphorus Translate", "Our Story", "About Us | Bosphorus Translate"],
  ["/contact", "We&#x27;re here to help", "Send Message", "Contact Us | Bosphorus Translate"],
  ["/careers", "Help people cross the bridge", "Certified Turkish-English Translator", "Careers | Bosphorus Translate"],
  [
    "/blog",
    "Translation guides and news",
    "How to Get a Certified Translation for USCIS, Step by Step",
    "Blog | Bosphorus Translate",
  ],
  [
    "/blog/uscis-certified-translation-guide",
    "How to Get a Certified Translation for USCIS, Step by Step",
    "8 CFR 103.2(b)(3)",
    "How to Get a Certified Translation for USCIS, Step by Step | Bosphorus Translate",
  ],
  ["/terms", "Terms of Service", "New York", "Terms of Service | Bosphorus Translate"],
  ["/privacy", "Privacy Policy", "Stripe", "Privacy Policy | Bosphorus Translate"],
];

async function html(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe("prerendered public pages without JavaScript", () => {
  it.each(PAGES)("%s has its h1, key text, title and metadata in the HTML", async (path, h1, keyText, title) => {
    const page = await html(path);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(new RegExp(`<h1[^>]*>${h1.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    expect(page.text).toContain(keyText);
    expect(page.text).toContain(`<title>${title.replace(/&/g, "&amp;")}</title>`);
    expect(page.text).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${path}"`));
    expect(page.text).toMatch(/<link rel="alternate" hreflang="tr" href="[^"]+"/);
    expect(page.text).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(page.text).toContain('<script type="application/ld+json">');
    expect(page.text).not.toContain('content="noindex"');
  });

  it("serves the Turkish pages under /tr in Turkish", async () => {
    const page = await html("/tr/pricing");
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="tr"');
    expect(page.text).toMatch(/<link rel="canonical" href="[^"]+\/tr\/pricing"/);
    expect(page.text).toMatch(/<h1[^>]*>Tercüme fiyatları<\/h1>/);
    expect(page.text).toContain("<title>Fiyatlar | Bosphorus Translate</title>");
    expect(page.text).toContain("Onaylı tercüme (USCIS)");
  });

  /** [Turkish path, a Turkish body text it must show, an English body text of the same page it must not]. */
  const TURKISH_BODIES: [string, string, string][] = [
    ["/tr", "Tercümede Sorun mu Yaşıyorsunuz?", "Facing Translation Challenges?"],
    ["/tr", "Anında Fiyat Hesaplayıcı", "Instant Quote Calculator"],
    ["/tr/pricing", "Teslimat hızı", "Delivery speed"],
    ["/tr/pricing", "Belgeye Özel Sabit Ücretler", "Document-Specific Flat Rates"],
    ["/tr/faq", "Hangi dosya biçimlerini kabul ediyorsunuz?", "Which file formats do you accept?"],
    [
      "/tr/about",
      "Adını aldığımız köprü gibi, işimiz de iki kıtayı birbirine bağlıyor.",
      "Like the bridge we are named after",
    ],
    ["/tr/careers", "Onaylı Türkçe-İngilizce Tercüman", "Certified Turkish-English Translator"],
    ["/tr/contact", "Bize mesaj gönderin", "Send us a message"],
    [
      "/tr/blog/uscis-certified-translation-guide",
      "Eksiksiz, her şey demektir: damgalar, mühürler, el yazısı notlar",
      "Complete means everything",
    ],
    [
      "/tr/terms",
      "Bu şartlar New York Eyaleti yasalarına tabidir.",
      "These terms are governed by the laws of the State of New York.",
    ],
    [
      "/tr/privacy",
      "Kartla yapılan ödemeler, PCI uyumlu ödeme işlemcimiz Stripe tarafından işlenir.",
      "Card payments are handled by our PCI-compliant payment processor",
    ],
  ];

  it.each(TURKISH_BODIES)("%s has its body text in Turkish in the HTML", async (path, turkish, english) => {
    const page = await html(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="tr"');
    expect(page.text).toContain(turkish);
    expect(page.text).not.toContain(english);
  });

  it.each([
    ["/terms", "Version 2026-11-28 · Effective November 28, 2026"],
    ["/privacy", "Version 2026-11-28 · Effective November 28, 2026"],
    ["/tr/terms", "Sürüm 2026-11-28 · Yürürlük tarihi: 28 Kasım 2026"],
    ["/tr/privacy", "Sürüm 2026-11-28 · Yürürlük tarihi: 28 Kasım 2026"],
  ])("%s names the version a sign-up agrees to and its effective date (POLICY_VERSION)", async (path, version) => {
    const page = await html(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(version);
  });

  it("marks client-rendered pages noindex and still answers 404 for unknown paths", async () => {
    const dashboard = await html("/dashboard");
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain('<meta name="robots" content="noindex" />');
    expect((await html("/tr/no-such-page")).status).toBe(404);
    expect((await html("/blog/no-such-post")).text).toContain('content="noindex"');
  });

  it("sends a Turkish browser's first visit to the Turkish page, but never a crawler", async () => {
    const turkish = await html("/pricing", { "accept-language": "tr-TR,tr;q=0.9,en;q=0.5" });
    expect(turkish.status).toBe(302);
    expect(turkish.headers.get("location")).toBe("/tr/pricing");
    expect((await html("/pricing", { "accept-language": "tr-TR", cookie: "lang=en" })).status).toBe(200);
    expect((await html("/pricing")).status).toBe(200);
  });

  it("serves sitemap.xml and robots.txt", async () => {
    const sitemap = await html("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    expect(sitemap.text).toMatch(/<loc>[^<]+\/tr\/faq<\/loc>/);
    const robots = await html("/robots.txt");
    expect(robots.text).toContain("Disallow: /dashboard");
    expect(robots.text).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  });
});

describe("hydration in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each(["/", "/tr/pricing", "/faq", "/blog/certified-vs-notarized-translation"])(
    "%s hydrates without a mismatch and stays interactive",
    async (path) => {
      const { page } = await newPage(browser);
      const problems: string[] = [];
      page.on("console", (message) => {
        if (/hydrat|did not match|418|419|423|425/i.test(message.text())) problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      if (path.startsWith("/tr"))
        expect(await page.getByRole("heading", { level: 1 }).first().innerText()).toBe("Tercüme fiyatları");
      // Interactive once hydrated: the mobile-menu toggle is a React button.
      await page.setViewportSize({ width: 390, height: 844 });
      const toggle = page.locator('button[aria-controls="mobile-menu"]');
      await expect
        .poll(async () => {
          await toggle.click();
          return toggle.getAttribute("aria-expanded");
        })
        .toBe("true");
      expect(problems).toEqual([]);
    },
  );

  it("the language switch goes from /pricing to /tr/pricing and back", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/pricing");
    const languageSelect = page.locator("header select").first();
    await expect
      .poll(async () => {
        await languageSelect.selectOption("tr");
        return new URL(page.url()).pathname;
      })
      .toBe("/tr/pricing");
    await page.getByRole("heading", { level: 1, name: "Tercüme fiyatları" }).waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("tr");
    // With the cookie, the English URL now sends this visitor to the Turkish page.
    await page.goto("/faq");
    expect(new URL(page.url()).pathname).toBe("/tr/faq");
    await page.locator("header select").first().selectOption("en");
    await page.waitForURL((url) => url.pathname === "/faq");
    await page.getByRole("heading", { level: 1, name: "Frequently asked questions" }).waitFor();
  });
});
