import { useState } from "react";
import { createPortal } from "react-dom";
import { Printer, Receipt } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { ReceiptDocument } from "./ReceiptDocument";
import { useReceipt } from "./use-payments";

// While the receipt is open, printing shows only the receipt: everything else on the page is hidden for print.
const PRINT_ONLY_RECEIPT = "@media print { body > *:not(#receipt-print) { display: none !important; } #receipt-print { display: block !important; } }";

/** A "View Receipt" button opening the receipt of a paid payment, with a Print button. */
export function ReceiptDialog({ paymentId }: { paymentId: number }) {
  const [open, setOpen] = useState(false);
  const receipt = useReceipt(paymentId, open);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Receipt aria-hidden="true" />
          View Receipt
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Payment receipt</DialogTitle>
          <DialogDescription>Keep this receipt for your records.</DialogDescription>
        </DialogHeader>
        {receipt.isLoading && <Spinner label="Loading receipt..." />}
        {receipt.error && <p className="text-sm text-destructive">{errorMessage(receipt.error, "Failed to load the receipt.")}</p>}
        {receipt.data && (
          <>
            <ReceiptDocument receipt={receipt.data} />
            <div className="flex justify-end">
              <Button type="button" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Print
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
