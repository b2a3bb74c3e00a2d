import { Link } from "wouter";
import { ArrowRight, Clock } from "lucide-react";
import { formatCents } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { jobDateTime as dateTime } from "@/features/jobs/job-format";
import { directionName, serviceName } from "@/lib/english-labels";
import { useTranslatorOffers } from "./pay-queries";

/** The portal's "Job offers": offers waiting for the translator's answer, soonest deadline first. Nothing when none wait. */
export function OffersSection() {
  const { data: offers = [] } = useTranslatorOffers();
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="job-offers" className="mb-8">
      <h2 id="job-offers" className="mb-3 text-lg font-semibold">
        Job offers ({offers.length})
      </h2>
      <ul className="space-y-3">
        {offers.map((offer) => (
          <li key={offer.id}>
            <Card
              data-testid={`offer-${offer.id}`}
              className="flex flex-col gap-4 border-amber-200 p-4 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  Order #{offer.orderId}
                  <span className="tabular-nums">{formatCents(offer.feeCents)}</span>
                  {offer.order.isRush && <Badge tone="redSoft">Rush</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {directionName(offer.order.translationDirection)} · {serviceName(offer.order.serviceType)} ·{" "}
                  {offer.order.wordCount.toLocaleString("en-US")} words · {offer.order.documentCount}{" "}
                  {offer.order.documentCount === 1 ? "document" : "documents"}
                </p>
                <p className="inline-flex items-center gap-1.5 text-sm">
                  <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
                  Answer by {dateTime(offer.expiresAt)}
                </p>
              </div>
              <Button asChild className="self-start sm:self-auto">
                <Link href={`/translator/offers/${offer.id}`} aria-label={`Review Offer: order #${offer.orderId}`}>
                  Review Offer
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
