import { useState } from "react";
import { Activity, RefreshCw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { dateTime } from "@/features/admin/format";
import { FailedJobs } from "@/features/admin/jobs/FailedJobs";
import { useQueueOverview } from "@/features/admin/jobs/use-queue";

/** /admin/jobs: the background queue per job kind (waiting, running, failed, last error); failed jobs open below their row. */
export function AdminJobsPage() {
  const { data, isLoading, isError, isFetching, refetch } = useQueueOverview();
  const [open, setOpen] = useState<string | null>(null);

  return (
    <div>
      <PageHeader
        title="Jobs"
        description="Background work: e-mail delivery, document reading, payments reconciliation, clean-ups. A job that failed all its retries waits here for a retry or discard."
        actions={
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw aria-hidden="true" className={isFetching ? "animate-spin" : undefined} />
            Refresh
          </Button>
        }
      />
      {isLoading ? (
        <Spinner label="Loading jobs..." />
      ) : isError || !data ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-destructive">
          The job queue could not be read. Please try again.
        </p>
      ) : data.jobs.length === 0 ? (
        <EmptyState icon={Activity} title="No job kinds" description="The queue has no job kinds." />
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Background jobs per kind ({data.kind} queue)</caption>
            <thead className="border-b bg-muted/40 text-left">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Job
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Waiting
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Running
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Failed
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Last error
                </th>
              </tr>
            </thead>
            <tbody>
              {data.jobs.map((row) => (
                <JobRow
                  key={row.job}
                  row={row}
                  open={open === row.job}
                  onToggle={() => setOpen(open === row.job ? null : row.job)}
                />
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </div>
  );
}

type Row = NonNullable<ReturnType<typeof useQueueOverview>["data"]>["jobs"][number];

function JobRow({ row, open, onToggle }: { row: Row; open: boolean; onToggle: () => void }) {
  return (
    <>
      <tr className="border-b align-top last:border-0" data-testid={`job-row-${row.job}`}>
        <th scope="row" className="px-4 py-2 text-left font-mono font-normal">
          {row.job}
        </th>
        <td className="px-4 py-2 text-right tabular-nums">{row.waiting}</td>
        <td className="px-4 py-2 text-right tabular-nums">{row.active}</td>
        <td className="px-4 py-2 text-right">
          {row.failed > 0 ? (
            <Button size="sm" variant="ghost" aria-expanded={open} onClick={onToggle}>
              <Badge tone="red">{row.failed}</Badge>
              <span className="sr-only">
                {open ? "Hide" : "Show"} failed {row.job} jobs
              </span>
            </Button>
          ) : (
            <span className="tabular-nums text-muted-foreground">0</span>
          )}
        </td>
        <td className="max-w-md px-4 py-2">
          {row.lastError ? (
            <>
              <span className="block break-words text-destructive">{row.lastError}</span>
              {row.lastFailedAt && <span className="text-xs text-muted-foreground">{dateTime(row.lastFailedAt)}</span>}
            </>
          ) : (
            <span className="text-muted-foreground">—</span>
          )}
        </td>
      </tr>
      {open && (
        <tr className="border-b bg-muted/20">
          <td colSpan={5} className="px-4 py-3">
            <FailedJobs job={row.job} />
          </td>
        </tr>
      )}
    </>
  );
}
