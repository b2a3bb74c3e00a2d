import { Lock } from "lucide-react";
import { formatUsd } from "@shared/format";
import { Button } from "@/components/ui/button";

/** Pay Now, showing the amount; disabled while a payment is under way. */
export function PayNowButton({ amount, isPaying, disabled = false }: { amount: number; isPaying: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={isPaying || disabled} data-testid="pay-now">
      <Lock aria-hidden="true" />
      {isPaying ? "Processing payment..." : `Pay Now ${formatUsd(amount)}`}
    </Button>
  );
}
