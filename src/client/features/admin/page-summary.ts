import type { PageTotal } from "@shared/schemas/pagination";

/** "1 e-mail", "2,345 e-mails", or past 10,000 the server's estimate: "About 1,203,000 e-mails". */
export function totalSummary(page: PageTotal, singular: string, plural = `${singular}s`): string {
  const total = page.total.toLocaleString("en-US");
  return page.totalEstimated ? `About ${total} ${plural}` : `${total} ${page.total === 1 ? singular : plural}`;
}
