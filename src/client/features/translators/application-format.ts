import { useOrderFormat } from "@/features/orders/use-order-format";

/**
 * Application dates in the screen's language: "November 28, 2026" on the English admin screens, "28 Kasım 2026"
 * under /tr. The spec's "Turkish long date format for application dates" put Turkish month names on English
 * screens; issue 42 (item 3) calls that untrue, and the screen's language wins (docs/translators.md).
 */
export function useApplicationDate(): (iso: string) => string {
  return useOrderFormat().longDate;
}
