import type { TranslatorApplicationDto } from "@shared/schemas/translators";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { directionName } from "@/lib/english-labels";
import { DecisionButtons } from "./DecisionButtons";
import { TranslatorRatesButton } from "@/features/translator-pay/TranslatorRatesDialog";
import { TranslatorStatusBadge } from "./TranslatorStatusBadge";
import { useApplicationDate } from "./application-format";

type ApplicationsListProps = {
  applications: TranslatorApplicationDto[];
  onView: (application: TranslatorApplicationDto) => void;
};

/** One card row per application: who, what they translate, when, status and the actions. */
export function ApplicationsList({ applications, onView }: ApplicationsListProps) {
  const applicationDate = useApplicationDate();
  return (
    <Card>
      <ul className="divide-y">
        {applications.map((application) => (
          <li
            key={application.translatorId}
            className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between"
          >
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-medium">{application.fullName}</p>
                <TranslatorStatusBadge status={application.status} />
              </div>
              <p className="truncate text-sm text-muted-foreground">{application.email}</p>
              <p className="text-sm text-muted-foreground">
                {directionName(application.languagePair)} · {application.category} · {application.experienceYears} yrs ·
                Applied {applicationDate(application.createdAt)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onView(application)}
                aria-label={`View details of ${application.fullName}`}
              >
                View Details
              </Button>
              <DecisionButtons application={application} />
              <TranslatorRatesButton application={application} />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
