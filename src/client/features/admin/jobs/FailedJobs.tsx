import { RotateCcw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { dateTime } from "@/features/admin/format";
import { useFailedJobAction, useFailedJobs } from "@/features/admin/jobs/use-queue";

/** The failed jobs of one kind: what it was given, how often it ran, its error; retry or discard each. */
export function FailedJobs({ job }: { job: string }) {
  const { data, isLoading, isError, fetchNextPage, hasNextPage, isFetchingNextPage } = useFailedJobs(job);
  const act = useFailedJobAction(job);
  const jobs = data?.pages.flatMap((page) => page.items) ?? [];

  if (isLoading) return <Spinner label="Loading failed jobs..." />;
  if (isError)
    return (
      <p role="alert" className="text-destructive">
        The failed jobs could not be loaded.
      </p>
    );
  if (jobs.length === 0) return <p className="text-sm text-muted-foreground">No failed {job} jobs.</p>;
  return (
    <div className="space-y-3">
      <ul className="divide-y rounded-md border" aria-label={`Failed ${job} jobs`}>
        {jobs.map((failed) => (
          <li key={failed.id} className="space-y-2 p-3 text-sm" data-testid="failed-job">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p>
                Failed {dateTime(failed.failedAt)} after {failed.attempts}{" "}
                {failed.attempts === 1 ? "attempt" : "attempts"}
                <span className="text-muted-foreground"> · queued {dateTime(failed.createdAt)}</span>
              </p>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={act.isPending}
                  onClick={() => act.mutate({ id: failed.id, action: "retry" })}
                >
                  <RotateCcw aria-hidden="true" />
                  Retry
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={act.isPending}
                  onClick={() => act.mutate({ id: failed.id, action: "discard" })}
                >
                  <Trash2 aria-hidden="true" />
                  Discard
                </Button>
              </div>
            </div>
            {failed.error && <p className="break-words font-mono text-xs text-destructive">{failed.error}</p>}
            <p className="break-all font-mono text-xs text-muted-foreground">{JSON.stringify(failed.data)}</p>
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <Button variant="outline" size="sm" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          Show older failures
        </Button>
      )}
    </div>
  );
}
