import { useTranslation } from "react-i18next";

/** First focusable element on every page: jumps keyboard users past the navigation. */
export function SkipLink() {
  const { t } = useTranslation("common");
  return (
    <a
      href="#main-content"
      onClick={(event) => {
        const main = document.getElementById("main-content");
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground focus:shadow-lg"
    >
      {t("skipToContent")}
    </a>
  );
}
