import { useEffect, useState } from "react";
import { Mail, RefreshCw, Search } from "lucide-react";
import { MAIL_STATUSES } from "@shared/schemas/mail";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { Pager } from "@/components/common/Pager";
import { OutboxList } from "@/features/admin/outbox/OutboxList";
import { useOutbox } from "@/features/admin/outbox/use-outbox";
import { totalSummary } from "@/features/admin/page-summary";
import { useDebouncedValue } from "@/features/admin/use-debounced-value";
import { usePagedView } from "@/hooks/use-paged-view";
import { serverMessageOf } from "@/lib/api";

/** /admin/outbox: every e-mail the platform sent or kept, a page at a time; the local mailbox in development, a delivery log in production. */
export function AdminOutboxPage() {
  const view = usePagedView(["search", "status"] as const);
  const status = (MAIL_STATUSES as readonly string[]).includes(view.filters.status) ? view.filters.status : "";
  const [search, setSearch] = useState(view.filters.search);
  const debouncedSearch = useDebouncedValue(search);
  const { setFilters } = view;
  useEffect(() => {
    if (debouncedSearch.trim() !== view.filters.search) setFilters({ search: debouncedSearch.trim() });
    // Only a settled search box writes to the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);
  const { data, isLoading, isError, error, isFetching, refetch } = useOutbox({
    search: view.filters.search,
    status,
    limit: view.limit,
    cursor: view.cursor,
  });
  const emails = data?.items ?? [];
  const filtered = view.filters.search !== "" || status !== "";

  return (
    <div>
      <PageHeader
        title="Outbox"
        description="The e-mails the platform sent or kept, newest first."
        actions={
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw aria-hidden="true" className={isFetching ? "animate-spin" : undefined} />
            Refresh
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative sm:max-w-sm sm:flex-1">
          <Label htmlFor="outbox-search" className="sr-only">
            Search by recipient or subject
          </Label>
          <Search
            aria-hidden="true"
            className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="outbox-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by recipient or subject"
            className="pl-9"
            maxLength={100}
          />
        </div>
        <div className="sm:w-44">
          <Label htmlFor="outbox-status" className="sr-only">
            Delivery status
          </Label>
          <NativeSelect
            id="outbox-status"
            value={status}
            onChange={(event) => setFilters({ status: event.target.value })}
            data-testid="outbox-status"
          >
            <option value="">All statuses</option>
            {MAIL_STATUSES.map((value) => (
              <option key={value} value={value} className="capitalize">
                {value[0]!.toUpperCase() + value.slice(1)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {isLoading ? (
        <Spinner label="Loading e-mails..." />
      ) : isError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-destructive">
          The outbox could not be loaded{serverMessageOf(error) ? `: ${serverMessageOf(error)}` : ""}. Please try again.{" "}
          {view.cursor && (
            <button type="button" className="underline" onClick={() => view.goTo(null)}>
              Back to the first page
            </button>
          )}
        </p>
      ) : emails.length === 0 ? (
        <EmptyState
          icon={Mail}
          title="No e-mails found"
          description={
            filtered ? "No e-mail matches this search or status." : "E-mails the platform sends will appear here."
          }
        />
      ) : (
        <div className={isFetching ? "opacity-70 transition-opacity" : undefined}>
          <OutboxList emails={emails} />
        </div>
      )}
      {data && data.total > 0 && (
        <Pager page={data} view={view} summary={totalSummary(data, "e-mail")} busy={isFetching} />
      )}
    </div>
  );
}
