import { Link, useParams } from "wouter";
import { ArrowLeft, BriefcaseBusiness } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { DetailCard, DetailList } from "@/features/admin/order-detail/DetailCard";
import { CompleteJobPanel } from "@/features/jobs/CompleteJobPanel";
import { JobFeeCard } from "@/features/translator-pay/JobFeeCard";
import { JobDocumentItem } from "@/features/jobs/JobDocumentItem";
import { JobStatusBadge } from "@/features/jobs/JobStatusBadge";
import { jobDate } from "@/features/jobs/job-format";
import { directionName, serviceName } from "@/lib/english-labels";
import { useTranslatorJob } from "@/features/jobs/job-queries";
import { RevisionRequestsList } from "@/features/review/RevisionRequestsList";
import { ApiError } from "@/lib/api";
import { NameSpellingsCard } from "@/features/messages/NameSpellingsCard";
import { OrderThread } from "@/features/messages/OrderThread";
import { JobChecksPanel } from "@/features/translation-checks/JobChecksPanel";

const backLink = (
  <Button asChild variant="outline">
    <Link href="/translator">
      <ArrowLeft aria-hidden="true" />
      All jobs
    </Link>
  </Button>
);

/** /translator/jobs/:id: one job's documents, the translation uploads and "Mark Job Completed". */
export function TranslatorJobPage() {
  const { id } = useParams<{ id: string }>();
  const { data: job, isLoading, error } = useTranslatorJob(id);

  if (isLoading) return <Spinner label="Loading job..." />;
  if (!job) {
    const missing = !/^\d+$/.test(id) || (error instanceof ApiError && [400, 404].includes(error.status));
    return (
      <EmptyState icon={BriefcaseBusiness} title={missing ? "Job not found" : "Error loading job"} action={backLink} />
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={`Order #${job.orderId}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            Job #{job.id} <JobStatusBadge status={job.status} />
          </span>
        }
        actions={backLink}
      />
      {job.status !== "Cancelled" && <NameSpellingsCard orderId={job.orderId} viewer="translator" />}
      <DetailCard title="Job">
        <DetailList
          items={[
            ["Language pair", directionName(job.translationDirection)],
            ["Service", serviceName(job.serviceType)],
            ["Words", job.wordCount.toLocaleString("en-US")],
            ["Rush", job.isRush ? "Yes" : "No"],
            ["Assigned", jobDate(job.assignedAt)],
            ["Due", jobDate(job.dueDate)],
          ]}
        />
        {(job.serviceType === "certified" || job.serviceType === "premium") && (
          <p className="mt-4 border-t pt-4 text-sm text-muted-foreground">
            This order is certified: when it is delivered, a Certificate of Translation Accuracy is issued in your name
            for each document.
          </p>
        )}
      </DetailCard>
      {(job.revisionRequests ?? []).length > 0 && (
        <DetailCard title="Revision requests from the customer">
          <RevisionRequestsList
            requests={job.revisionRequests}
            documentName={(documentId) =>
              job.documents.find((document) => document.id === documentId)?.title ?? `Document #${documentId}`
            }
          />
        </DetailCard>
      )}
      <DetailCard title={`Documents (${job.translatedCount} of ${job.documentCount} translated)`}>
        {job.workRefusal && job.status !== "Completed" && job.status !== "Cancelled" && (
          <p className="mb-4 text-sm text-destructive">{job.workRefusal}</p>
        )}
        <ul className="divide-y">
          {job.documents.map((document) => (
            <JobDocumentItem
              key={document.id}
              jobId={job.id}
              document={document}
              canUpload={!job.workRefusal}
              filesDeletedAt={job.filesDeletedAt}
            />
          ))}
        </ul>
      </DetailCard>
      {job.status !== "Cancelled" && (
        <JobChecksPanel
          jobId={job.id}
          canWork={!job.workRefusal && job.status !== "Completed" && job.documents.some((doc) => doc.current)}
        />
      )}
      <CompleteJobPanel job={job} />
      <OrderThread orderId={job.orderId} viewer="translator" />
      <JobFeeCard jobId={job.id} />
    </div>
  );
}
