import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { RATING_STATUSES, type AdminRating, type AdminRatingsPage as RatingsPage } from "@shared/schemas/ratings";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { Pager } from "@/components/common/Pager";
import { AppLink } from "@/components/routing/AppLink";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { invalidateByPrefix } from "@/features/admin/admin-queries";
import { dateTime } from "@/features/admin/format";
import { totalSummary } from "@/features/admin/page-summary";
import { toast } from "@/hooks/use-toast";
import { pagedUrl, usePagedView } from "@/hooks/use-paged-view";
import { apiRequest, errorMessage } from "@/lib/api";

const RATINGS_KEY = "/api/admin/ratings";
const STATUS_LABELS = { submitted: "Waiting", approved: "Published", rejected: "Not published" } as const;

/** /admin/ratings: customers' ratings, newest first; the agency publishes those the customer allowed (docs/ratings.md). */
export function AdminRatingsPage() {
  const view = usePagedView(["status"] as const);
  const status = (RATING_STATUSES as readonly string[]).includes(view.filters.status) ? view.filters.status : "";
  const url = pagedUrl(RATINGS_KEY, { filters: { status }, limit: view.limit, cursor: view.cursor });
  const { data, isLoading, isError, isFetching } = useQuery<RatingsPage>({
    queryKey: [url],
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <PageHeader title="Ratings" description="What customers said about their completed orders, newest first." />
      <div className="mb-4 sm:w-52">
        <Label htmlFor="ratings-status" className="sr-only">
          Status
        </Label>
        <NativeSelect
          id="ratings-status"
          value={status}
          onChange={(event) => view.setFilters({ status: event.target.value })}
        >
          <option value="">All ratings</option>
          {RATING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {isLoading ? (
        <Spinner label="Loading ratings..." />
      ) : isError || !data ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-destructive">
          The ratings could not be loaded. Please try again.
        </p>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={Star}
          title="No ratings yet"
          description="Customers are asked a day after their order is completed."
        />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y">
            {data.items.map((rating) => (
              <RatingRow key={rating.orderId} rating={rating} />
            ))}
          </ul>
        </Card>
      )}
      {data && data.total > 0 && (
        <Pager page={data} view={view} summary={totalSummary(data, "rating")} busy={isFetching} />
      )}
    </div>
  );
}

function RatingRow({ rating }: { rating: AdminRating }) {
  const moderate = useMutation<AdminRating, Error, "approved" | "rejected">({
    mutationFn: async (status) => (await apiRequest("PATCH", `${RATINGS_KEY}/${rating.orderId}`, { status })).json(),
    onSuccess: () => void invalidateByPrefix(RATINGS_KEY),
    onError: (error) =>
      toast({ title: "Error", description: errorMessage(error, "Please try again."), variant: "destructive" }),
  });
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start" data-testid="admin-rating">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold" aria-label={`${rating.rating} out of 5`}>
            {"★".repeat(rating.rating)}
            <span className="text-muted-foreground">{"☆".repeat(5 - rating.rating)}</span>
          </span>
          <span>{rating.authorName}</span>
          <Badge tone={rating.status === "approved" ? "green" : rating.status === "rejected" ? "gray" : "amber"}>
            {STATUS_LABELS[rating.status]}
          </Badge>
        </p>
        {rating.comment ? (
          <p className="whitespace-pre-wrap break-words text-sm">“{rating.comment}”</p>
        ) : (
          <p className="text-sm text-muted-foreground">No comment.</p>
        )}
        <p className="text-xs text-muted-foreground">
          <AppLink href={`/admin/orders/${rating.orderId}`} className="underline">
            Order #{rating.orderId}
          </AppLink>{" "}
          · {dateTime(rating.submittedAt)} ·{" "}
          {rating.publishConsent ? "may be published" : "the customer did not allow publishing"}
        </p>
      </div>
      <div className="flex gap-2">
        {rating.publishConsent && rating.status !== "approved" && (
          <Button size="sm" disabled={moderate.isPending} onClick={() => moderate.mutate("approved")}>
            Publish
          </Button>
        )}
        {rating.status !== "rejected" && (
          <Button size="sm" variant="outline" disabled={moderate.isPending} onClick={() => moderate.mutate("rejected")}>
            {rating.status === "approved" ? "Unpublish" : "Don't publish"}
          </Button>
        )}
      </div>
    </li>
  );
}
