import { BriefcaseBusiness } from "lucide-react";
import { TRANSLATOR_JOB_TABS, type TranslatorJobTab } from "@shared/schemas/jobs";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { Pager } from "@/components/common/Pager";
import { useAuth } from "@/hooks/use-auth";
import { usePagedView } from "@/hooks/use-paged-view";
import { SignatureCard } from "@/features/certificates/signature/SignatureCard";
import { JobList } from "@/features/jobs/JobList";
import { OffersSection } from "@/features/translator-pay/OffersSection";
import { useTranslatorJobs } from "@/features/jobs/job-queries";

const TABS: Record<TranslatorJobTab, { label: string; empty: string; note?: string }> = {
  open: { label: "Open jobs", empty: "Nothing to do right now." },
  completed: { label: "Completed", empty: "No completed jobs yet." },
  cancelled: {
    label: "Cancelled",
    empty: "No cancelled jobs.",
    note: "These orders were cancelled; no further work is needed on them.",
  },
};

/** /translator: the jobs assigned to the signed-in translator, by group (open first), a page at a time; the group and page are in the URL. */
export function TranslatorPortalPage() {
  const { user } = useAuth();
  const view = usePagedView(["tab"] as const);
  const tab = (TRANSLATOR_JOB_TABS as readonly string[]).includes(view.filters.tab)
    ? (view.filters.tab as TranslatorJobTab)
    : "open";
  const jobs = useTranslatorJobs({ tab, limit: view.limit, cursor: view.cursor });
  const data = jobs.data;
  const counts = data?.tabCounts;
  const anyJob = counts ? counts.open + counts.completed + counts.cancelled > 0 : false;
  const shown = counts?.[tab] ?? 0;

  return (
    <div>
      <PageHeader
        title="Translator Portal"
        description={`Welcome${user?.firstName ? `, ${user.firstName}` : ""}. Download the source documents, upload your translations and mark each job completed.`}
      />
      <div className="mb-8">
        <SignatureCard />
      </div>
      <OffersSection />
      {jobs.isLoading ? (
        <Spinner label="Loading your jobs..." />
      ) : jobs.error ? (
        <EmptyState icon={BriefcaseBusiness} title="Error loading jobs" description="Please try again." />
      ) : !anyJob ? (
        <EmptyState
          icon={BriefcaseBusiness}
          title="No jobs yet"
          description="When an order is assigned to you, it appears here and you get an e-mail."
        />
      ) : (
        <Tabs value={tab} onValueChange={(value) => view.setFilters({ tab: value === "open" ? "" : value })}>
          <TabsList aria-label="Jobs" className="h-auto flex-wrap justify-start">
            {TRANSLATOR_JOB_TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {TABS[value].label} ({(counts?.[value] ?? 0).toLocaleString("en-US")})
              </TabsTrigger>
            ))}
          </TabsList>
          {TRANSLATOR_JOB_TABS.map((value) => (
            <TabsContent key={value} value={value} className="mt-4">
              {TABS[value].note && shown > 0 && (
                <p className="mb-3 text-sm text-muted-foreground">{TABS[value].note}</p>
              )}
              {data && data.items.length > 0 ? (
                <div className={jobs.isFetching ? "opacity-70 transition-opacity" : undefined}>
                  <JobList jobs={data.items} />
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">{TABS[value].empty}</p>
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
      {data && shown > 0 && (
        <Pager
          page={data}
          view={view}
          summary={`${shown.toLocaleString("en-US")} job${shown === 1 ? "" : "s"}`}
          busy={jobs.isFetching}
        />
      )}
    </div>
  );
}
