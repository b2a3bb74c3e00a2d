import { useQuery } from "@tanstack/react-query";
import type { SiteInfo } from "@shared/schemas/marketing";

/** Shown until /api/site-info answers: the values the settings are seeded with. */
export const DEFAULT_SITE_INFO: SiteInfo = {
  companyName: "Bosphorus Translate",
  companyEmail: "info@bosphorustranslate.com",
  companyPhone: "+1 (212) 555-0147",
  companyAddress: "350 Fifth Avenue, Suite 4200, New York, NY 10118",
  businessHours: "Mon-Fri 9AM-6PM EST",
};

/** Company name, phone, e-mail, address and hours from the admin settings (GET /api/site-info). */
export function useSiteInfo(): SiteInfo {
  const { data } = useQuery<SiteInfo>({ queryKey: ["/api/site-info"] });
  return data ?? DEFAULT_SITE_INFO;
}

/** "+1 (212) 555-0147" → "tel:+12125550147" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
