import { useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { ArrowLeft, Handshake } from "lucide-react";
import { formatCents } from "@shared/money";
import { PAY_MESSAGES } from "@shared/translator-pay/messages";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { DetailCard, DetailList } from "@/features/admin/order-detail/DetailCard";
import { jobDateTime as dateTime } from "@/features/jobs/job-format";
import { jobDate } from "@/features/jobs/job-format";
import { FeeLines } from "@/features/translator-pay/FeeLines";
import { OfferStatusBadge } from "@/features/translator-pay/OfferStatusBadge";
import { useAnswerOffer, useTranslatorOffer } from "@/features/translator-pay/pay-queries";
import { directionName, serviceName } from "@/lib/english-labels";
import { ApiError } from "@/lib/api";

const backLink = (
  <Button asChild variant="outline">
    <Link href="/translator">
      <ArrowLeft aria-hidden="true" />
      All jobs
    </Link>
  </Button>
);

/** /translator/offers/:id (the e-mail's link): the order, the fee and the deadline; Accept, or Decline with a reason. */
export function TranslatorOfferPage() {
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { data: offer, isLoading, error } = useTranslatorOffer(id);
  const { accept, decline } = useAnswerOffer(Number(id));
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();

  if (isLoading) return <Spinner label="Loading offer..." />;
  if (!offer) {
    const missing = !/^\d+$/.test(id) || (error instanceof ApiError && [400, 404].includes(error.status));
    return (
      <EmptyState icon={Handshake} title={missing ? "Offer not found" : "Error loading offer"} action={backLink} />
    );
  }

  const open = offer.replyRefusal === null;
  return (
    <div className="space-y-6">
      <PageHeader
        title={`Offer: order #${offer.orderId}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <OfferStatusBadge status={offer.status} onBehalf={offer.onBehalf} />
            {open ? `Please answer by ${dateTime(offer.expiresAt)}.` : offer.replyRefusal}
          </span>
        }
        actions={backLink}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailCard title="The order">
          <DetailList
            items={[
              ["Language pair", directionName(offer.order.translationDirection)],
              ["Service", serviceName(offer.order.serviceType)],
              ["Words", offer.order.wordCount.toLocaleString("en-US")],
              ["Documents", String(offer.order.documentCount)],
              ["Rush", offer.order.isRush ? "Yes" : "No"],
              ["Due", jobDate(offer.order.dueDate)],
            ]}
          />
        </DetailCard>
        <DetailCard title="Your fee">
          <FeeLines lines={offer.feeLines} totalCents={offer.feeCents} />
          <p className="mt-3 text-xs text-muted-foreground">
            Earned when the order completes, and paid with your monthly statement.
          </p>
        </DetailCard>
      </div>
      {offer.declineReason && <p className="text-sm text-muted-foreground">You declined: “{offer.declineReason}”</p>}
      {offer.jobId && (
        <Button asChild>
          <Link href={`/translator/jobs/${offer.jobId}`}>Open the Job</Link>
        </Button>
      )}
      {open && (
        <DetailCard title="Your answer">
          {declining ? (
            <form
              noValidate
              className="space-y-3"
              onSubmit={(event) => {
                event.preventDefault();
                if (!reason.trim()) return setReasonError(PAY_MESSAGES.declineReason);
                setReasonError(undefined);
                decline.mutate({ reason: reason.trim() });
              }}
            >
              <FormField
                id="decline-reason"
                label="Why are you declining?"
                error={reasonError}
                description="The agency reads this when it offers the order to someone else."
              >
                <Textarea rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
              </FormField>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" variant="destructive" disabled={decline.isPending}>
                  {decline.isPending ? "Declining..." : "Decline Offer"}
                </Button>
                <Button type="button" variant="outline" onClick={() => setDeclining(false)}>
                  Back
                </Button>
              </div>
            </form>
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              <Button
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(undefined, { onSuccess: ({ jobId }) => navigate(`/translator/jobs/${jobId}`) })
                }
              >
                {accept.isPending ? "Accepting..." : `Accept for ${formatCents(offer.feeCents)}`}
              </Button>
              <Button variant="outline" onClick={() => setDeclining(true)}>
                Decline…
              </Button>
            </div>
          )}
        </DetailCard>
      )}
    </div>
  );
}
