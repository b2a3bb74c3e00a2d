import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { SiteInfoResponse } from "@shared/schemas/marketing";

/**
 * Shown on every page while the server runs the built-in test payment and identity providers (PAYMENTS=test), and
 * above it on a restored copy started as a drill (docs/operations.md, "Restore drills"): its e-mail stays in the outbox.
 */
export function TestModeBanner() {
  const { data } = useQuery<SiteInfoResponse>({ queryKey: ["/api/site-info"] });
  const { t } = useTranslation("common");
  if (data?.paymentsMode !== "test") return null;
  return (
    <>
      {data.restoreDrill && (
        <div
          role="alert"
          data-testid="restore-drill-banner"
          className="bg-red-700 px-4 py-1.5 text-center text-sm font-semibold text-white"
        >
          {t("restoreDrill")}
        </div>
      )}
      <div
        role="note"
        data-testid="test-mode-banner"
        className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-900"
      >
        {t("testMode")}
      </div>
    </>
  );
}
