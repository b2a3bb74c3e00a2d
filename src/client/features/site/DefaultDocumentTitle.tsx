import { useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { pageOwnsTitle } from "./use-document-meta";

/**
 * The site's title in the page's language for every screen that sets none (dashboards, sign-in, admin), so a
 * Turkish screen never keeps the English shell's title or the previous page's. A layout effect: it runs before the
 * pages' own useDocumentMeta effects, which then set theirs; when it runs again later (the catalog arrived), a
 * page that set its own title keeps it.
 */
export function DefaultDocumentTitle() {
  const { t } = useTranslation("common");
  const [location] = useLocation();
  const title = t("siteTitle");
  useLayoutEffect(() => {
    if (pageOwnsTitle()) return;
    document.title = title;
  }, [location, title]);
  return null;
}
