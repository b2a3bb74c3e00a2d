import { useEffect, useState } from "react";
import { Inbox, RefreshCw, Search } from "lucide-react";
import { CONTACT_MESSAGE_STATUSES } from "@shared/schemas/contact-inbox";
import { AppLink } from "@/components/routing/AppLink";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { Pager } from "@/components/common/Pager";
import { dateTime } from "@/features/admin/format";
import { ContactStatusBadge } from "@/features/admin/inbox/ContactStatusBadge";
import { useContactMessages } from "@/features/admin/inbox/use-contact-inbox";
import { totalSummary } from "@/features/admin/page-summary";
import { useDebouncedValue } from "@/features/admin/use-debounced-value";
import { usePagedView } from "@/hooks/use-paged-view";
import { serverMessageOf } from "@/lib/api";

const STATUS_LABELS = { new: "New", answered: "Answered", closed: "Closed" } as const;

/** /admin/inbox: the contact form's messages, newest first, a page at a time (docs/contact-inbox.md). */
export function AdminInboxPage() {
  const view = usePagedView(["search", "status"] as const);
  const status = (CONTACT_MESSAGE_STATUSES as readonly string[]).includes(view.filters.status)
    ? view.filters.status
    : "";
  const [search, setSearch] = useState(view.filters.search);
  const debouncedSearch = useDebouncedValue(search);
  const { setFilters } = view;
  useEffect(() => {
    if (debouncedSearch.trim() !== view.filters.search) setFilters({ search: debouncedSearch.trim() });
    // Only a settled search box writes to the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);
  const { data, isLoading, isError, error, isFetching, refetch } = useContactMessages({
    search: view.filters.search,
    status,
    limit: view.limit,
    cursor: view.cursor,
  });
  const messages = data?.items ?? [];
  const filtered = view.filters.search !== "" || status !== "";

  return (
    <div>
      <PageHeader
        title="Inbox"
        description={
          data
            ? `Messages from the contact form, newest first. ${data.newCount} waiting for an answer.`
            : "Messages from the contact form, newest first."
        }
        actions={
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw aria-hidden="true" className={isFetching ? "animate-spin" : undefined} />
            Refresh
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative sm:max-w-sm sm:flex-1">
          <Label htmlFor="inbox-search" className="sr-only">
            Search by name, e-mail or subject
          </Label>
          <Search
            aria-hidden="true"
            className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="inbox-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by name, e-mail or subject"
            className="pl-9"
            maxLength={100}
          />
        </div>
        <div className="sm:w-44">
          <Label htmlFor="inbox-status" className="sr-only">
            Status
          </Label>
          <NativeSelect
            id="inbox-status"
            value={status}
            onChange={(event) => setFilters({ status: event.target.value })}
          >
            <option value="">All messages</option>
            {CONTACT_MESSAGE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {isLoading ? (
        <Spinner label="Loading messages..." />
      ) : isError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-destructive">
          The inbox could not be loaded{serverMessageOf(error) ? `: ${serverMessageOf(error)}` : ""}. Please try again.
        </p>
      ) : messages.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No messages found"
          description={
            filtered
              ? "No message matches this search or status."
              : "Messages sent through the contact form appear here."
          }
        />
      ) : (
        <Card
          className={isFetching ? "divide-y overflow-hidden opacity-70 transition-opacity" : "divide-y overflow-hidden"}
        >
          <ul className="divide-y">
            {messages.map((message) => (
              <li key={message.id} data-testid="inbox-message">
                <AppLink
                  href={`/admin/inbox/${message.id}`}
                  className="flex items-start gap-3 px-4 py-3 hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
                >
                  <div className="min-w-0 flex-1">
                    <p className={message.status === "new" ? "break-words font-semibold" : "break-words font-medium"}>
                      {message.subject}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {message.name} · <span className="break-all">{message.email}</span> ·{" "}
                      {dateTime(message.createdAt)}
                      {message.customerId !== null ? " · customer" : ""}
                    </p>
                    <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{message.preview}</p>
                  </div>
                  <ContactStatusBadge status={message.status} />
                </AppLink>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {data && data.total > 0 && (
        <Pager page={data} view={view} summary={totalSummary(data, "message")} busy={isFetching} />
      )}
    </div>
  );
}
