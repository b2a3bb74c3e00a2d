import { Link } from "wouter";
import { ArrowRight, CalendarClock, Files } from "lucide-react";
import type { TranslatorJobSummaryDto } from "@shared/schemas/jobs";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { JobStatusBadge } from "./JobStatusBadge";
import { jobDate } from "./job-format";
import { directionName, serviceName } from "@/lib/english-labels";
import { UnreadBadge } from "@/features/messages/UnreadBadge";

/** The translator's jobs, one card each, with the facts needed to plan the work. */
export function JobList({ jobs }: { jobs: TranslatorJobSummaryDto[] }) {
  return (
    <ul className="space-y-3">
      {jobs.map((job) => (
        <li key={job.id}>
          <Card data-testid={`job-${job.id}`} className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                Order #{job.orderId}
                <JobStatusBadge status={job.status} />
                {job.orderStatus !== "processing" && <StatusBadge status={job.orderStatus} />}
                {job.isRush && <Badge tone="redSoft">Rush</Badge>}
                <UnreadBadge orderId={job.orderId} href={`/translator/jobs/${job.id}#messages`} language="en" />
              </p>
              <p className="text-sm text-muted-foreground">
                {directionName(job.translationDirection)} · {serviceName(job.serviceType)} ·{" "}
                {job.wordCount.toLocaleString("en-US")} words
              </p>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <span className="inline-flex items-center gap-1.5">
                  <Files aria-hidden="true" className="size-4 text-muted-foreground" />
                  {job.translatedCount} of {job.documentCount} translated
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
                  Due {jobDate(job.dueDate)}
                </span>
              </p>
            </div>
            <Button asChild variant="outline" className="self-start sm:self-auto">
              <Link href={`/translator/jobs/${job.id}`} aria-label={`Open job for order #${job.orderId}`}>
                Open Job
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
