import { useTranslation } from "react-i18next";
import { CalendarClock } from "lucide-react";
import { isRushOrder, type PriceCatalog } from "@shared/catalog";
import { formatCents } from "@shared/money";
import { useDeliveryDate } from "@/features/delivery/use-delivery-date";
import { PricedLines } from "@/features/pricing/PricedLines";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { usePriceLines } from "@/features/orders/use-price-lines";
import { useTranslateMessage } from "@/lib/translate-message";
import type { Blocker } from "./draft-input";
import type { DraftEditor } from "./use-draft-editor";

type DraftSummaryProps = { editor: DraftEditor; catalog: PriceCatalog; blockers: Blocker[]; className?: string };

/**
 * The price as the server answers it for the draft (the charge will be this, to the cent), the delivery date by
 * the shared rule, and what is missing: never a $0.00 total for a quote that is not complete.
 */
export function DraftSummary({ editor, catalog, blockers, className }: DraftSummaryProps) {
  const { t } = useTranslation("draftOrder");
  const { t: to } = useTranslation("ordering");
  const f = useOrderFormat();
  const tm = useTranslateMessage();
  const translateLines = usePriceLines();
  const { state, server, pending } = editor;
  const deliveryDate = useDeliveryDate(state.serviceType, isRushOrder(state.serviceType, state.isRush));
  const price = server?.price ?? null;
  const busy = pending || editor.uploading;
  const minimum = formatCents(catalog.addOns.minimumOrderCents);

  return (
    <section
      aria-labelledby="draft-summary-title"
      aria-busy={busy}
      data-testid="draft-summary"
      data-busy={busy ? "true" : "false"}
      className={className}
    >
      <div className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <h2 id="draft-summary-title" className="text-lg font-semibold">
          {t("summary.title")}
        </h2>
        <div className="flex items-start gap-3">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <p className="text-sm text-muted-foreground">{t("summary.delivery")}</p>
            <p className="font-semibold" data-testid="draft-delivery-date">
              {deliveryDate ? f.longDate(deliveryDate) : "\u00a0"}
            </p>
          </div>
        </div>
        {price ? (
          <PricedLines
            className="border-t border-border pt-3"
            lines={translateLines(price.lines)}
            totalCents={price.totalCents}
            totalLabel={t("summary.total")}
            totalTestId="draft-total"
            minimumNote={t("summary.minimumApplied", { minimum })}
          />
        ) : blockers.length > 0 ? (
          <BlockerList title={t("summary.noPrice")} blockers={blockers} testId="draft-missing" />
        ) : (
          <p className="border-t border-border pt-3 text-sm text-muted-foreground" data-testid="draft-missing">
            {to("estimate.incomplete")}
          </p>
        )}
        {price && blockers.length > 0 && (
          <BlockerList title={t("summary.beforePaying")} blockers={blockers} testId="draft-blockers" />
        )}
        {pending && (
          <p role="status" className="text-xs text-muted-foreground">
            {t("summary.updating")}
          </p>
        )}
        {editor.saveError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {t("summary.saveFailed")} {editor.saveError && tm(editor.saveError)}
          </p>
        )}
        <p className="text-xs text-muted-foreground">{t("summary.minimum", { minimum })}</p>
      </div>
    </section>
  );
}

function BlockerList({ title, blockers, testId }: { title: string; blockers: Blocker[]; testId: string }) {
  const { t } = useTranslation("draftOrder");
  return (
    <div className="border-t border-border pt-3 text-sm" data-testid={testId}>
      <p className="font-medium">{title}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
        {blockers.map((blocker, index) => (
          <li key={`${blocker.kind}-${index}`}>{blockerText(blocker, t)}</li>
        ))}
      </ul>
    </div>
  );
}

type T = ReturnType<typeof useTranslation<"draftOrder">>["t"];

export function blockerText(blocker: Blocker, t: T): string {
  switch (blocker.kind) {
    case "noDocuments":
      return t("blockers.noDocuments");
    case "uploading":
      return t("blockers.uploading");
    case "reading":
      return t("blockers.reading", { count: blocker.count });
    case "failed":
      return t("blockers.failed", { name: blocker.name });
    case "needsFile":
      return t("blockers.needsFile", { n: blocker.n });
    case "copiesNeedDelivery":
      return t("blockers.copiesNeedDelivery", { n: blocker.n });
    case "address":
      return t("blockers.address");
  }
}
