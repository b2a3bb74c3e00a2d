import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import type { AdminSignInStatus } from "@shared/schemas/admin";

/** On the admin sign-in pages: says when the e-mailed code cannot arrive, with the break-glass (docs/administration.md, "No e-mail"). */
export function MailOutageNotice() {
  const { t } = useTranslation("adminSignIn");
  const status = useQuery<AdminSignInStatus, Error>({
    queryKey: ["/api/auth/admin-sign-in-status"],
    staleTime: 30_000,
    retry: false,
  });
  if (!status.data?.mailDeliveryFailing) return null;
  return (
    <div
      role="status"
      className="mb-4 flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-medium">{t("outage.title")}</p>
        <p>
          {t("outage.text")} <code className="font-mono">npm run admin:code -- &lt;username&gt;</code>.
        </p>
      </div>
    </div>
  );
}
