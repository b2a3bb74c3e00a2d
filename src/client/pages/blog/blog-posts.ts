import type enSite from "@shared/i18n/catalogs/en/site";
import { formatUsLongDate } from "@shared/format";

/** A post's slug, also the key of its texts (title, category, excerpt, body) in the "site" catalog's blog.posts. */
export type BlogSlug = keyof (typeof enSite)["blog"]["posts"];

export type BlogPost = {
  slug: BlogSlug;
  /** ISO date (local). */
  date: string;
  readingMinutes: number;
};

/** The posts, newest first. */
export const BLOG_POSTS: BlogPost[] = [
  { slug: "uscis-certified-translation-guide", date: "2026-10-28", readingMinutes: 5 },
  { slug: "certified-vs-notarized-translation", date: "2026-10-07", readingMinutes: 4 },
  { slug: "turkish-birth-certificate-green-card", date: "2026-09-15", readingMinutes: 6 },
  { slug: "turkish-diplomas-transcripts-us", date: "2026-08-20", readingMinutes: 5 },
  { slug: "us-documents-for-use-in-turkey", date: "2026-07-09", readingMinutes: 4 },
];

/** ISO date string to a local Date, so "2026-10-28" never shows as October 27 west of UTC. */
function localDate(iso: string): Date {
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(year, month - 1, day);
}

const turkishLongDate = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric" });

/** The post's date as shown under its title: "October 28, 2026", or "28 Ekim 2026" on a Turkish page. */
export function formatPostDate(iso: string, language: string = "en"): string {
  return language === "tr" ? turkishLongDate.format(localDate(iso)) : formatUsLongDate(localDate(iso));
}
