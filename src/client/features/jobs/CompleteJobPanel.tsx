import { CheckCircle2 } from "lucide-react";
import type { TranslatorJobDetailDto } from "@shared/schemas/jobs";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { jobDate } from "./job-format";
import { useCompleteJob } from "./job-queries";

/** "Mark Job Completed", enabled once every document has a translation; afterwards, when it was completed. */
export function CompleteJobPanel({ job }: { job: TranslatorJobDetailDto }) {
  const complete = useCompleteJob(job.id);
  if (job.status === "Cancelled") {
    return (
      <Card>
        <CardContent className="p-4 text-sm">
          <span className="font-semibold">Job cancelled.</span> The order was cancelled, so no further work is needed on
          it.
        </CardContent>
      </Card>
    );
  }
  if (job.status === "Completed") {
    return (
      <Card>
        <CardContent className="flex items-start gap-3 p-4 text-sm">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700" />
          <p>
            <span className="font-semibold">Job completed</span> on {jobDate(job.completedAt)}. The customer has
            received your translation for review. If they ask for changes, the job reopens here and you get an e-mail;
            once they approve it (or after 5 days without an answer), the order is completed.
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {job.completionRefusal ??
            "Every document has a translation. Mark the job completed to send it to the customer for review."}
        </p>
        <Button disabled={Boolean(job.completionRefusal) || complete.isPending} onClick={() => complete.mutate()}>
          {complete.isPending ? "Completing..." : "Mark Job Completed"}
        </Button>
      </CardContent>
    </Card>
  );
}
