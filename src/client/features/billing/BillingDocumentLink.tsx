import { useTranslation } from "react-i18next";
import { FileDown } from "lucide-react";
import { formatCents } from "@shared/money";
import { Button } from "@/components/ui/button";

type Props = { amountCents: number; language?: "en" | "tr" | "account" };

/** The page's language for the PDF, or (admin screens) nothing: the customer's own language. */
function href(path: string, i18nLanguage: string, language: Props["language"]) {
  if (language === "account") return path;
  return `${path}?language=${language ?? (i18nLanguage.startsWith("tr") ? "tr" : "en")}`;
}

function DownloadLink({ path, label, amountCents, language }: Props & { path: string; label: string }) {
  const { i18n } = useTranslation();
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href(path, i18n.language, language)} download>
        <FileDown aria-hidden="true" />
        {label}
        <span className="sr-only"> {formatCents(amountCents)}</span>
      </a>
    </Button>
  );
}

/** "Invoice (PDF)": the payment's numbered invoice (docs/billing.md). */
export function InvoiceLink({ paymentId, ...props }: Props & { paymentId: number }) {
  const { t } = useTranslation("billing");
  return <DownloadLink path={`/api/payments/${paymentId}/invoice`} label={t("downloadInvoice")} {...props} />;
}

/** "Credit note (PDF)": the refund's numbered credit note (docs/billing.md). */
export function CreditNoteLink({ refundId, ...props }: Props & { refundId: number }) {
  const { t } = useTranslation("billing");
  return <DownloadLink path={`/api/refunds/${refundId}/credit-note`} label={t("downloadCreditNote")} {...props} />;
}
