import { useState } from "react";
import { UserCheck } from "lucide-react";
import type { TranslatorApplicationDto } from "@shared/schemas/translators";
import { type TranslatorTab, translatorTab } from "@shared/translator-status";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { ApplicationDetailsDialog } from "@/features/translators/ApplicationDetailsDialog";
import { ApplicationsList } from "@/features/translators/ApplicationsList";
import { useTranslatorApplications } from "@/features/translators/use-translator-applications";

const TABS: { value: TranslatorTab; label: string; empty: string }[] = [
  { value: "pending", label: "Pending", empty: "No pending applications" },
  { value: "approved", label: "Approved", empty: "No approved translators" },
  { value: "rejected", label: "Rejected", empty: "No rejected applications" },
];

/** /admin/translators: applications by tab (docs/translators.md), details and the approve/reject decision. */
export function AdminTranslatorsPage() {
  const { data: applications = [], isLoading, isError } = useTranslatorApplications();
  const [viewedId, setViewedId] = useState<number | null>(null);
  // Looked up from the list so the dialog shows the refreshed status after a decision.
  const viewed = applications.find((application) => application.translatorId === viewedId) ?? null;
  const byTab = (tab: TranslatorTab) => applications.filter((application) => translatorTab(application.status) === tab);

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
          Error loading translator applications.
        </p>
      ) : (
        <Tabs defaultValue="pending">
          <TabsList className="h-auto flex-wrap justify-start">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label} ({byTab(tab.value).length})
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((tab) => {
            const list = byTab(tab.value);
            return (
              <TabsContent key={tab.value} value={tab.value} className="mt-4">
                {list.length === 0 ? (
                  <EmptyState icon={UserCheck} title={tab.empty} />
                ) : (
                  <ApplicationsList applications={list} onView={(application: TranslatorApplicationDto) => setViewedId(application.translatorId)} />
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      )}
      <ApplicationDetailsDialog application={viewed} onOpenChange={(open) => !open && setViewedId(null)} />
    </div>
  );
}
