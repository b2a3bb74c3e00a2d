import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { format } from "date-fns";
import { tr } from "date-fns/locale/tr";
import type { ServiceType, TranslationDirection } from "@shared/enums";
import { formatUsLongDate } from "@shared/format";
import enOrdering from "@shared/i18n/catalogs/en/ordering";
import { formatDateTime, formatShortDate } from "@/features/orders/order-labels";
import { formatFileSizeShort } from "@/features/documents/format-file-size";

const KNOWN_TYPES = new Set(Object.keys(enOrdering.documentTypes));

type When = string | Date;

/** True while the screens are shown in Turkish. */
export function isTurkish(language: string | undefined): boolean {
  return (language ?? "").toLowerCase().startsWith("tr");
}

/** The locale for numbers on the screens: "1,5" and "1.234" in Turkish, "1.5" and "1,234" in English. */
export function numberLocale(language: string | undefined): "tr-TR" | "en-US" {
  return isTurkish(language) ? "tr-TR" : "en-US";
}

// Turkish forms: "2 Mart 2026 15:30", "2 Mar 2026", "2 Mart 2026". English keeps the spec's US forms.
export const turkishDateTime = (value: When) => format(new Date(value), "d MMMM yyyy HH:mm", { locale: tr });
export const turkishShortDate = (value: When) => format(new Date(value), "d MMM yyyy", { locale: tr });
export const turkishLongDate = (value: When) => format(new Date(value), "d MMMM yyyy", { locale: tr });

/**
 * The order screens' labels and dates in the visitor's language (docs/customer-ui.md, "The customer screens in Turkish"): dates in the locale's form, word
 * counts with its digit grouping, service, direction and status names from the orders catalog. Money is not
 * here on purpose: it is always US dollars (formatCents, shared/money.ts).
 */
export function useOrderFormat() {
  const { t, i18n } = useTranslation("orders");
  const { t: tOrdering } = useTranslation("ordering");
  const turkish = isTurkish(i18n.resolvedLanguage ?? i18n.language);
  const locale = numberLocale(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(
    () => ({
      turkish,
      dateTime: (value: When) => (turkish ? turkishDateTime(value) : formatDateTime(value)),
      shortDate: (value: When) => (turkish ? turkishShortDate(value) : formatShortDate(value)),
      longDate: (value: When) => (turkish ? turkishLongDate(value) : formatUsLongDate(value)),
      fileSize: (bytes: number) => formatFileSizeShort(bytes, locale),
      words: (count: number) => t("words", { count, formatted: count.toLocaleString(locale) }),
      service: (type: ServiceType) => t(`service.${type}`),
      deliveryRange: (type: ServiceType) => t(`deliveryRange.${type}`),
      direction: (direction: TranslationDirection) => t(`direction.${direction}`),
      /** A built-in document type's name translated; an admin's own name as it is. */
      documentType: (name: string) =>
        KNOWN_TYPES.has(name) ? tOrdering(`documentTypes.${name}` as "documentTypes.Diploma") : name,
    }),
    [t, tOrdering, turkish, locale],
  );
}
