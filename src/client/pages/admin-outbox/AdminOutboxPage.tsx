import { useState } from "react";
import { Mail, RefreshCw, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { OutboxList } from "@/features/admin/outbox/OutboxList";
import { useOutbox } from "@/features/admin/outbox/use-outbox";

/** /admin/outbox: every e-mail the platform sent or kept; the local mailbox in development, a delivery log in production. */
export function AdminOutboxPage() {
  const { data, isLoading, isError, isFetching, refetch } = useOutbox();
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();
  const emails = (data ?? []).filter((e) => !needle || e.to.toLowerCase().includes(needle) || e.subject.toLowerCase().includes(needle));

  return (
    <div>
      <PageHeader
        title="Outbox"
        description="The e-mails the platform sent or kept, newest first (the latest 100)."
        actions={
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw aria-hidden="true" className={isFetching ? "animate-spin" : undefined} />
            Refresh
          </Button>
        }
      />
      <div className="relative mb-4 sm:max-w-sm">
        <Label htmlFor="outbox-search" className="sr-only">
          Filter by recipient or subject
        </Label>
        <Search aria-hidden="true" className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id="outbox-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Filter by recipient or subject"
          className="pl-9"
        />
      </div>
      {isLoading ? (
        <Spinner label="Loading e-mails..." />
      ) : isError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-destructive">
          The outbox could not be loaded. Please try again.
        </p>
      ) : emails.length === 0 ? (
        <EmptyState icon={Mail} title="No e-mails found" description={needle ? "No e-mail matches this filter." : "E-mails the platform sends will appear here."} />
      ) : (
        <OutboxList emails={emails} />
      )}
    </div>
  );
}
