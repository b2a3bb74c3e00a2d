import { useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Printer, Receipt } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { apiMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";
import { ReceiptDocument } from "./ReceiptDocument";
import { useReceipt } from "./use-payments";

// While the receipt is open, printing shows only the receipt: everything else on the page is hidden for print.
const PRINT_ONLY_RECEIPT =
  "@media print { body > *:not(#receipt-print) { display: none !important; } #receipt-print { display: block !important; } }";

/** A "View Receipt" button opening the receipt of a paid payment, with a Print button. */
export function ReceiptDialog({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation("checkout");
  const tm = useTranslateMessage();
  const [open, setOpen] = useState(false);
  const receipt = useReceipt(paymentId, open);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Receipt aria-hidden="true" />
          {t("receipt.view")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("receipt.title")}</DialogTitle>
          <DialogDescription>{t("receipt.description")}</DialogDescription>
        </DialogHeader>
        {receipt.isLoading && <Spinner label={t("receipt.loading")} />}
        {receipt.error && (
          <p className="text-sm text-destructive">{tm(apiMessage(receipt.error, t("receipt.loadFailed")))}</p>
        )}
        {receipt.data && (
          <>
            <ReceiptDocument receipt={receipt.data} />
            <div className="flex justify-end">
              <Button type="button" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                {t("receipt.print")}
              </Button>
            </div>
            {createPortal(
              <div id="receipt-print" className="hidden bg-white p-8">
                <style>{PRINT_ONLY_RECEIPT}</style>
                <ReceiptDocument receipt={receipt.data} />
              </div>,
              document.body,
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
