import { useTranslation } from "react-i18next";
import type { PageTotal } from "@shared/schemas/pagination";
import { Pager } from "@/components/common/Pager";
import { numberLocale } from "@/features/orders/use-order-format";

type CustomerListPagerProps = {
  /** Which list: its count and page-size texts (the lists catalog). */
  list: "documents" | "payments";
  page: { prevCursor: string | null; nextCursor: string | null } & PageTotal;
  view: { limit: number; goTo: (cursor: string | null) => void; setLimit: (size: number) => void };
  busy?: boolean;
};

/** Previous / next, rows per page and "12 documents" under My Documents and Payment History, in the customer's language. */
export function CustomerListPager({ list, page, view, busy }: CustomerListPagerProps) {
  const { t, i18n } = useTranslation("lists");
  const total = page.total.toLocaleString(numberLocale(i18n.resolvedLanguage ?? i18n.language));
  const summary = page.totalEstimated
    ? t(`${list}.aboutCount`, { total })
    : t(`${list}.count`, { count: page.total, total });
  const labels = {
    previous: t("pager.previous"),
    next: t("pager.next"),
    perPage: t(list === "documents" ? "pager.documentsPerPage" : "pager.paymentsPerPage"),
    navigation: t("pager.pages"),
  };
  return <Pager page={page} view={view} summary={summary} labels={labels} busy={busy} />;
}
