import { useState } from "react";
import type { AdminJobDto } from "@shared/schemas/jobs";
import type { CandidateDto } from "@shared/schemas/translator-pay";
import { formatCents } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { dateTime } from "@/features/admin/format";
import { directionName } from "@/lib/english-labels";
import { cn } from "@/lib/utils";
import { FeeLines } from "./FeeLines";
import { OfferStatusBadge } from "./OfferStatusBadge";
import { useAssignDirectly, useOfferBoard, useSendOffer } from "./pay-queries";

/**
 * The assignment screen (docs/translators.md, "Offers"): the order's waiting offer and earlier answers, the available
 * translators ranked with the reasons and each one's fee, and Send Offer or Assign Directly for the one chosen.
 */
export function AssignmentPanel({
  orderId,
  direction,
  job,
}: {
  orderId: number;
  direction: string;
  job: AdminJobDto | null;
}) {
  const board = useOfferBoard(orderId);
  const send = useSendOffer(orderId);
  const assign = useAssignDirectly(orderId);
  const [chosenId, setChosenId] = useState<number | null>(null);
  if (board.isLoading) return <Spinner label="Loading translators..." />;
  if (!board.data) return <p className="text-sm text-destructive">Could not load the translators for this order.</p>;
  const { openOffer, offers, candidates, assignmentRefusal, replyHours } = board.data;
  const chosen = candidates.find((candidate) => candidate.translatorId === chosenId) ?? null;
  const busy = send.isPending || assign.isPending;
  const answered = offers.filter((offer) => offer.status !== "Offered");

  return (
    <div className="space-y-3" data-testid="assignment-panel">
      {openOffer && (
        <div
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="open-offer"
        >
          <p className="font-medium">
            Offered to {openOffer.translatorName} for {formatCents(openOffer.feeCents)}
          </p>
          <p className="text-xs">
            Waiting for an answer until {dateTime(openOffer.expiresAt)}. A new offer or a direct assignment withdraws
            it.
          </p>
        </div>
      )}
      {answered.length > 0 && (
        <details className="text-xs text-muted-foreground">
          <summary className="cursor-pointer">Offers of this order ({answered.length})</summary>
          <ul className="mt-2 space-y-1" data-testid="offer-history">
            {answered.map((offer) => (
              <li key={offer.id} className="flex flex-wrap items-center gap-1">
                <OfferStatusBadge status={offer.status} onBehalf={offer.onBehalf} /> {offer.translatorName},{" "}
                {formatCents(offer.feeCents)}
                {offer.declineReason && <span>: “{offer.declineReason}”</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
      {assignmentRefusal ? (
        <p className="text-sm text-muted-foreground">{assignmentRefusal}.</p>
      ) : candidates.length === 0 ? (
        <p className="text-sm text-muted-foreground">No approved translator works {directionName(direction)} yet.</p>
      ) : (
        <>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{job ? "Reassign to" : "Suggested translators"}</legend>
            <ul className="max-h-80 space-y-2 overflow-y-auto pr-1">
              {candidates.map((candidate) => (
                <CandidateRow
                  key={candidate.translatorId}
                  candidate={candidate}
                  checked={candidate.translatorId === chosenId}
                  onChoose={() => setChosenId(candidate.translatorId)}
                />
              ))}
            </ul>
          </fieldset>
          {chosen && (
            <div className="space-y-2 rounded-md border p-3" data-testid="chosen-fee">
              <p className="text-sm font-medium">
                {chosen.fullName}'s fee{chosen.usesDefaultRates ? " (default rates)" : ""}
              </p>
              <FeeLines lines={chosen.feeLines} totalCents={chosen.feeCents} />
            </div>
          )}
          {job && job.status !== "Completed" && (
            <p className="text-xs text-muted-foreground">
              Reassigning ends the current job once accepted; its translator loses access.
            </p>
          )}
          <div className="grid gap-2 sm:grid-cols-2">
            <Button
              disabled={!chosen || chosen.holdsOpenJob || busy}
              onClick={() => chosen && send.mutate({ translatorId: chosen.translatorId, name: chosen.fullName })}
            >
              {send.isPending ? "Sending..." : "Send Offer"}
            </Button>
            <Button
              variant="outline"
              disabled={!chosen || chosen.holdsOpenJob || busy}
              onClick={() =>
                chosen &&
                assign.mutate(
                  { translatorId: chosen.translatorId, name: chosen.fullName },
                  { onSuccess: () => setChosenId(null) },
                )
              }
            >
              {assign.isPending ? "Assigning..." : "Assign Directly"}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            An offer waits {replyHours} {replyHours === 1 ? "hour" : "hours"} for the translator's answer. Assigning
            directly skips it and is recorded as accepted on their behalf.
          </p>
        </>
      )}
    </div>
  );
}

function CandidateRow({
  candidate,
  checked,
  onChoose,
}: {
  candidate: CandidateDto;
  checked: boolean;
  onChoose: () => void;
}) {
  const id = `candidate-${candidate.translatorId}`;
  return (
    <li>
      <label
        htmlFor={id}
        data-testid={id}
        className={cn(
          "flex cursor-pointer gap-3 rounded-md border p-2 text-sm",
          checked ? "border-primary bg-primary/5" : "hover:bg-muted/50",
          candidate.declined && "opacity-75",
        )}
      >
        <input
          id={id}
          type="radio"
          name="candidate"
          className="mt-1"
          checked={checked}
          onChange={onChoose}
          disabled={candidate.holdsOpenJob}
        />
        <span className="min-w-0 flex-1 space-y-0.5">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium">
              {candidate.rank}. {candidate.fullName}
            </span>
            <span className="tabular-nums">{formatCents(candidate.feeCents)}</span>
            {candidate.declined && <Badge tone="red">Declined this order</Badge>}
            {candidate.holdsOpenJob && <Badge tone="blue">Has the job</Badge>}
          </span>
          <span className="block text-xs text-muted-foreground">{candidate.reasons.join(" · ")}</span>
          {candidate.declinedReason && (
            <span className="block text-xs text-destructive">“{candidate.declinedReason}”</span>
          )}
        </span>
      </label>
    </li>
  );
}
