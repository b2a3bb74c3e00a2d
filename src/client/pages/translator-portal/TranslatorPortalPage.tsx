import { BriefcaseBusiness } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { useAuth } from "@/hooks/use-auth";
import { SignatureCard } from "@/features/certificates/signature/SignatureCard";
import { JobList } from "@/features/jobs/JobList";
import { OffersSection } from "@/features/translator-pay/OffersSection";
import { useTranslatorJobs } from "@/features/jobs/job-queries";
import { isOpenJob } from "@shared/order-transitions";

/** /translator: the jobs assigned to the signed-in translator, open ones first. */
export function TranslatorPortalPage() {
  const { user } = useAuth();
  const jobs = useTranslatorJobs();
  const list = jobs.data ?? [];
  const open = list.filter((job) => isOpenJob(job.status));
  const done = list.filter((job) => job.status === "Completed");
  const cancelled = list.filter((job) => job.status === "Cancelled");

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
      ) : list.length === 0 ? (
        <EmptyState icon={BriefcaseBusiness} title="No jobs yet" description="When an order is assigned to you, it appears here and you get an e-mail." />
      ) : (
        <div className="space-y-8">
          <section aria-labelledby="open-jobs">
            <h2 id="open-jobs" className="mb-3 text-lg font-semibold">
              Open jobs ({open.length})
            </h2>
            {open.length ? <JobList jobs={open} /> : <p className="text-sm text-muted-foreground">Nothing to do right now.</p>}
          </section>
          {done.length > 0 && (
            <section aria-labelledby="completed-jobs">
              <h2 id="completed-jobs" className="mb-3 text-lg font-semibold">
                Completed ({done.length})
              </h2>
              <JobList jobs={done} />
            </section>
          )}
          {cancelled.length > 0 && (
            <section aria-labelledby="cancelled-jobs">
              <h2 id="cancelled-jobs" className="mb-3 text-lg font-semibold">
                Cancelled ({cancelled.length})
              </h2>
              <p className="mb-3 text-sm text-muted-foreground">These orders were cancelled; no further work is needed on them.</p>
              <JobList jobs={cancelled} />
            </section>
          )}
        </div>
      )}
    </div>
  );
}
