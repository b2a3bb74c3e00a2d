import { useTranslation } from "react-i18next";
import { RefreshCw } from "lucide-react";

/** Why the amount on the button changed: the order changed since checkout opened, and nothing was charged. */
export function StalePaymentNotice({ message }: { message: string | null }) {
  const { t } = useTranslation("checkout");
  if (!message) return null;
  return (
    <p
      role="status"
      data-testid="stale-payment"
      className="flex items-start gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950"
    >
      <RefreshCw aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
      <span>
        {message} <span className="font-medium">{t("payment.notCharged")}</span>
      </span>
    </p>
  );
}
