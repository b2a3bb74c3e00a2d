import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { localizeBusinessHours } from "@shared/business-hours";
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

/** The opening hours in the page's language ("Pzt-Cum 09:00-18:00 EST" in Turkish). */
export function useBusinessHours(): string {
  const { businessHours } = useSiteInfo();
  const { t, i18n } = useTranslation("common");
  return localizeBusinessHours(businessHours, i18n.language, (day) => t(`footer.days.${day}`));
}

/** "+1 (212) 555-0147" → "tel:+12125550147" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
