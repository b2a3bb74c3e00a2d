import { UserRound } from "lucide-react";
import { SERVICE_TYPES } from "@shared/enums";
import { formatCents } from "@shared/money";
import { DEFAULT_DOCUMENT_TYPES } from "@shared/catalog";
import { FLAT_DOCUMENT_TYPES } from "@shared/translator-pay/fee";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { DetailCard, DetailList } from "@/features/admin/order-detail/DetailCard";
import { useTranslatorProfile } from "@/features/translator-pay/pay-queries";
import { directionName, serviceName } from "@/lib/english-labels";

const typeName = (id: string) => DEFAULT_DOCUMENT_TYPES.find((type) => type.id === id)?.name ?? id;

/** /translator/profile: who they are to the agency, their rates (set by the agency) and where payouts go. */
export function TranslatorProfilePage() {
  const { data: profile, isLoading } = useTranslatorProfile();
  if (isLoading) return <Spinner label="Loading your profile..." />;
  if (!profile)
    return <EmptyState icon={UserRound} title="Error loading your profile" description="Please try again." />;
  const { rates } = profile;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Profile"
        description="Your details and rates as the agency has them. Contact the agency to change them."
      />
      <DetailCard title="You">
        <DetailList
          items={[
            ["Name", profile.fullName],
            ["Email", profile.email],
            ["Language pair", directionName(profile.languagePair)],
            ["Specialization", profile.category],
            ["Experience", `${profile.experienceYears} ${profile.experienceYears === 1 ? "year" : "years"}`],
            [
              "Payouts",
              profile.payoutAccountId ? `Stripe account ${profile.payoutAccountId}` : "Paid by the agency directly",
            ],
          ]}
        />
      </DetailCard>
      <DetailCard title={profile.usesDefaults ? "Your rates (the agency's standard rates)" : "Your rates"}>
        <div className="grid gap-6 md:grid-cols-2" data-testid="profile-rates">
          <div>
            <h3 className="mb-2 text-sm font-semibold">Per word</h3>
            <DetailList
              className="grid-cols-1"
              items={SERVICE_TYPES.map((type): [string, string] => [
                serviceName(type),
                `${formatCents(rates.perWordCents[type])} a word`,
              ])}
            />
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold">Per document</h3>
            <DetailList
              className="grid-cols-1"
              items={FLAT_DOCUMENT_TYPES.map((type): [string, string] => [
                typeName(type),
                formatCents(rates.flatCents[type]),
              ])}
            />
          </div>
        </div>
        <p className="mt-4 border-t pt-4 text-sm text-muted-foreground">
          Rush orders pay {rates.rushBonusPercent}% more. Each offer shows its fee before you accept; you have{" "}
          {profile.replyHours} {profile.replyHours === 1 ? "hour" : "hours"} to answer.
        </p>
      </DetailCard>
    </div>
  );
}
