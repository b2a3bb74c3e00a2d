import { useTranslation } from "react-i18next";
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from "@shared/i18n/languages";
import { switchedLanguagePath } from "@shared/public-pages";
import { useAuth } from "@/hooks/use-auth";
import { apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { switchLanguage } from "./i18n";

/**
 * The header's language switch: a labelled native select (keyboard and screen-reader friendly, no extra
 * bundle). Each option names its language in that language. Signed in, the account keeps the choice.
 */
export function LanguageSwitcher({
  className,
  onChange,
}: {
  className?: string;
  onChange?: (language: (typeof LANGUAGES)[number]) => void;
}) {
  const { t, i18n } = useTranslation("common");
  const { user } = useAuth();
  return (
    <label className={className ?? "inline-flex items-center gap-1 text-sm"}>
      <span className="sr-only">{t("language.label")}</span>
      <select
        aria-label={t("language.label")}
        className="rounded-md border border-input bg-background px-2 py-1 text-sm text-foreground"
        value={isLanguage(i18n.language) ? i18n.language : "en"}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          // Public pages have a URL per language (/pricing, /tr/pricing): go to the other one.
          const target = switchedLanguagePath(window.location.pathname, language);
          void switchLanguage(language).then(() => {
            onChange?.(language);
            if (target) window.location.assign(target + window.location.search + window.location.hash);
          });
          // Signed in, the choice is kept on the account, so e-mails and other devices follow it.
          if (user) {
            void apiRequest("PUT", "/api/user/language", { language }).then(async (response) => {
              queryClient.setQueryData(["/api/user"], await response.json());
            });
          }
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
