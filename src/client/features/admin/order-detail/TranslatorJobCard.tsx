import { useState } from "react";
import type { AdminOrderDeliveryDto } from "@shared/schemas/jobs";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { dateTime } from "@/features/admin/format";
import { directionName } from "@/lib/english-labels";
import { JobStatusBadge } from "@/features/jobs/JobStatusBadge";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";
import { useAssignTranslator } from "@/features/admin/order-detail/use-order-delivery";

/** The order's translator: the active job, earlier jobs, and the Assign Translator control. */
export function TranslatorJobCard({ delivery, direction }: { delivery: AdminOrderDeliveryDto; direction: string }) {
  const assign = useAssignTranslator(delivery.orderId);
  const [chosen, setChosen] = useState<string>("");
  const job = delivery.activeJob;
  const choice = delivery.translators.find((t) => String(t.translatorId) === chosen);

  return (
    <DetailCard title="Translator">
      {job ? (
        <div className="space-y-1 text-sm" data-testid="active-job">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {job.translatorName} <JobStatusBadge status={job.status} />
          </p>
          <p className="text-muted-foreground">{job.translatorEmail}</p>
          <p className="text-xs text-muted-foreground">
            Job #{job.id} · assigned {dateTime(job.assignedAt)}
            {job.assignedByUsername && ` by ${job.assignedByUsername}`}
            {job.completedAt && ` · completed ${dateTime(job.completedAt)}`}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No translator assigned yet.</p>
      )}

      {delivery.pastJobs.length > 0 && (
        <details className="mt-3 text-xs text-muted-foreground">
          <summary className="cursor-pointer">Earlier jobs ({delivery.pastJobs.length})</summary>
          <ul className="mt-2 space-y-1">
            {delivery.pastJobs.map((past) => (
              <li key={past.id}>
                Job #{past.id}: {past.translatorName} ({past.status}), ended {past.endedAt && dateTime(past.endedAt)}
              </li>
            ))}
          </ul>
        </details>
      )}

      <div className="mt-4 space-y-2 border-t pt-4">
        {delivery.assignmentRefusal ? (
          <p className="text-sm text-muted-foreground">{delivery.assignmentRefusal}.</p>
        ) : delivery.translators.length === 0 ? (
          <p className="text-sm text-muted-foreground">No approved translator works {directionName(direction)} yet.</p>
        ) : (
          <>
            <label htmlFor="assign-translator" className="text-sm font-medium">
              {job ? "Reassign to" : "Assign translator"}
            </label>
            <Select value={chosen} onValueChange={setChosen}>
              <SelectTrigger id="assign-translator">
                <SelectValue placeholder="Choose a translator" />
              </SelectTrigger>
              <SelectContent>
                {delivery.translators.map((t) => (
                  <SelectItem key={t.translatorId} value={String(t.translatorId)}>
                    {t.fullName} · {t.category}, {t.experienceYears} yrs
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {job && job.status !== "Completed" && <p className="text-xs text-muted-foreground">Reassigning ends the current job; its translator loses access.</p>}
            <Button
              className="w-full"
              disabled={!choice || assign.isPending}
              onClick={() => choice && assign.mutate({ translatorId: choice.translatorId, name: choice.fullName }, { onSuccess: () => setChosen("") })}
            >
              {assign.isPending ? "Assigning..." : job ? "Reassign Translator" : "Assign Translator"}
            </Button>
          </>
        )}
      </div>
    </DetailCard>
  );
}
