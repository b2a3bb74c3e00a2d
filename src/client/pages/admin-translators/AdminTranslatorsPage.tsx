import { useEffect, useState } from "react";
import { UserCheck } from "lucide-react";
import type { TranslatorApplicationDto } from "@shared/schemas/translators";
import type { TranslatorTab } from "@shared/translator-status";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { Pager } from "@/components/common/Pager";
import { ApplicationDetailsDialog } from "@/features/translators/ApplicationDetailsDialog";
import { ApplicationsList } from "@/features/translators/ApplicationsList";
import { useTranslatorApplications } from "@/features/translators/use-translator-applications";
import { usePagedView } from "@/hooks/use-paged-view";

const TABS: { value: TranslatorTab; label: string; empty: string }[] = [
  { value: "pending", label: "Pending", empty: "No pending applications" },
  { value: "approved", label: "Approved", empty: "No approved translators" },
  { value: "rejected", label: "Rejected", empty: "No rejected applications" },
];

/** /admin/translators: applications by tab (docs/translators.md), a page at a time (tab and page in the URL), details and the decision. */
export function AdminTranslatorsPage() {
  const view = usePagedView(["tab"] as const);
  const tab = TABS.find((entry) => entry.value === view.filters.tab)?.value ?? "pending";
  const { data, isLoading, isError, isFetching } = useTranslatorApplications({
    tab,
    limit: view.limit,
    cursor: view.cursor,
  });
  const applications = data?.items;
  // The dialog keeps the application it opened with; a decision updates it (the row may then leave this tab).
  const [viewed, setViewed] = useState<TranslatorApplicationDto | null>(null);
  useEffect(() => {
    const fresh = viewed && applications?.find((application) => application.translatorId === viewed.translatorId);
    if (fresh && fresh !== viewed) setViewed(fresh);
  }, [applications, viewed]);
  const shown = data ? data.tabCounts[tab] : 0;

  return (
    <div>
      <PageHeader
        title="Translator Applications"
        description="Review applicants and their documents. Approval becomes available once an applicant's identity is verified."
      />
      {isLoading ? (
        <Spinner label="Loading applications..." />
      ) : isError ? (
        <p role="alert" className="text-destructive">
          Error loading translator applications.{" "}
          {view.cursor && (
            <button type="button" className="underline" onClick={() => view.goTo(null)}>
              Back to the first page
            </button>
          )}
        </p>
      ) : (
        <Tabs value={tab} onValueChange={(value) => view.setFilters({ tab: value === "pending" ? "" : value })}>
          <TabsList className="h-auto flex-wrap justify-start">
            {TABS.map((entry) => (
              <TabsTrigger key={entry.value} value={entry.value}>
                {entry.label} ({(data?.tabCounts[entry.value] ?? 0).toLocaleString("en-US")})
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((entry) => (
            <TabsContent key={entry.value} value={entry.value} className="mt-4">
              {!applications || applications.length === 0 ? (
                <EmptyState icon={UserCheck} title={entry.empty} />
              ) : (
                <div className={isFetching ? "opacity-70 transition-opacity" : undefined}>
                  <ApplicationsList applications={applications} onView={setViewed} />
                </div>
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
      {data && shown > 0 && (
        <Pager
          page={data}
          view={view}
          summary={`${shown.toLocaleString("en-US")} application${shown === 1 ? "" : "s"}`}
          busy={isFetching}
        />
      )}
      <ApplicationDetailsDialog application={viewed} onOpenChange={(open) => !open && setViewed(null)} />
    </div>
  );
}
