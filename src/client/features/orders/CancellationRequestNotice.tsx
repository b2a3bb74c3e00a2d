import { useTranslation } from "react-i18next";
import type { CancellationRequestDto } from "@shared/schemas/refunds";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { cn } from "@/lib/utils";

/** Where the customer's cancellation request stands. */
export function CancellationRequestNotice({ request }: { request: CancellationRequestDto | null }) {
  const { t } = useTranslation("orders");
  const f = useOrderFormat();
  if (!request) return null;
  return (
    <div
      role="status"
      data-testid="cancellation-request-notice"
      className={cn(
        "mb-6 rounded-lg border p-4 text-sm",
        request.status === "declined" ? "border-border bg-muted/40" : "border-orange-200 bg-orange-50",
      )}
    >
      <p className="font-medium">{t(`cancellation.${request.status}`)}</p>
      <p className="mt-1 text-muted-foreground">
        {t("cancellation.requested", { date: f.dateTime(request.createdAt) })}
        {request.resolvedAt && t("cancellation.answered", { date: f.dateTime(request.resolvedAt) })}
      </p>
      {request.resolutionNote && (
        <p className="mt-1 break-words">
          {t("cancellation.note", { note: request.resolutionNote, interpolation: { escapeValue: false } })}
        </p>
      )}
    </div>
  );
}
