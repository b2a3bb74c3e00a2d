import type { ReactNode } from "react";
import { ExternalLink } from "lucide-react";
import type { TranslatorApplicationDto } from "@shared/schemas/translators";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { directionName } from "@/lib/english-labels";
import { DecisionButtons } from "./DecisionButtons";
import { TranslatorStatusBadge } from "./TranslatorStatusBadge";
import { useApplicationDate } from "./application-format";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm font-medium">{children}</dd>
    </div>
  );
}

function FileLink({ href, label }: { href: string | null; label: string }) {
  if (!href) return <span className="text-muted-foreground">Not provided</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
    >
      {label}
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </a>
  );
}

type DetailsProps = { application: TranslatorApplicationDto | null; onOpenChange: (open: boolean) => void };

/** Every field of an application, its documents (opened in a new tab through the admin-only routes) and the decision. */
export function ApplicationDetailsDialog({ application, onOpenChange }: DetailsProps) {
  const applicationDate = useApplicationDate();
  return (
    <Dialog open={application !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {application && (
          <>
            <DialogHeader>
              <DialogTitle>{application.fullName}</DialogTitle>
              <DialogDescription>Translator application #{application.translatorId}</DialogDescription>
            </DialogHeader>
            <dl className="divide-y">
              <Row label="Status">
                <TranslatorStatusBadge status={application.status} />
              </Row>
              <Row label="Email">
                {application.email}{" "}
                {application.emailVerified ? (
                  <span className="text-green-700">(verified)</span>
                ) : (
                  <span className="text-muted-foreground">(not verified)</span>
                )}
              </Row>
              <Row label="Phone">{application.phone}</Row>
              <Row label="Country">{application.country}</Row>
              <Row label="Native language">{application.nativeLanguage}</Row>
              <Row label="Language pair">{directionName(application.languagePair)}</Row>
              <Row label="Specialization">{application.category}</Row>
              <Row label="Experience">
                {application.experienceYears} {application.experienceYears === 1 ? "year" : "years"}
              </Row>
              <Row label="Freelancer profile">
                {application.freelancerProfileUrl ? (
                  <FileLink href={application.freelancerProfileUrl} label={application.freelancerProfileUrl} />
                ) : (
                  <span className="text-muted-foreground">Not provided</span>
                )}
              </Row>
              <Row label="Resume">
                <FileLink href={application.resumeUrl} label="View Resume" />
              </Row>
              <Row label="Translation sample">
                <FileLink href={application.sampleTranslationsUrl} label="View Samples" />
              </Row>
              <Row label="Association membership">
                <FileLink href={application.associationMembershipUrl} label="View Membership" />
              </Row>
              <Row label="Application date">{applicationDate(application.createdAt)}</Row>
            </dl>
            <DialogFooter>
              <DecisionButtons application={application} />
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
