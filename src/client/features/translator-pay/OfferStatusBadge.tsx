import type { OfferStatus } from "@shared/translator-pay/offers";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONES: Record<OfferStatus, BadgeTone> = {
  Offered: "amber",
  Accepted: "green",
  Declined: "red",
  Lapsed: "gray",
  Withdrawn: "gray",
};

export function OfferStatusBadge({ status, onBehalf = false }: { status: OfferStatus; onBehalf?: boolean }) {
  return <Badge tone={TONES[status]}>{onBehalf ? "Assigned directly" : status}</Badge>;
}
