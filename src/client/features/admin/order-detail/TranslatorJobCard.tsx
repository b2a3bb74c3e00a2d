import type { AdminOrderDeliveryDto } from "@shared/schemas/jobs";
import { dateTime } from "@/features/admin/format";
import { JobStatusBadge } from "@/features/jobs/JobStatusBadge";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";
import { AssignmentPanel } from "@/features/translator-pay/AssignmentPanel";

/** The order's translator: the active job, earlier jobs, and the offers and suggestions (docs/translators.md, "Offers"). */
export function TranslatorJobCard({ delivery, direction }: { delivery: AdminOrderDeliveryDto; direction: string }) {
  const job = delivery.activeJob;

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

      <div className="mt-4 border-t pt-4">
        <AssignmentPanel orderId={delivery.orderId} direction={direction} job={job} />
      </div>
    </DetailCard>
  );
}
