import { useState } from "react";
import { Check, X } from "lucide-react";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";
import type { TranslatorApplicationDto } from "@shared/schemas/translators";
import { canApprove, canReject } from "@shared/translator-status";
import { Button } from "@/components/ui/button";
import { useDecideApplication } from "./use-translator-applications";

/** Approve (only for 'ID Verified') and Reject (anything not yet decided); the server enforces the same rules. */
export function DecisionButtons({ application }: { application: TranslatorApplicationDto }) {
  const decide = useDecideApplication();
  const [asking, setAsking] = useState<"Approved" | "Rejected" | null>(null);
  const { translatorId, status, fullName } = application;
  if (status === "Approved" || status === "Rejected") return null;
  return (
    <>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === "Approved" ? `Approve ${fullName}?` : `Reject ${fullName}?`}
        description={
          asking === "Approved"
            ? "A translator account is created and they are e-mailed a link to set their password."
            : "The applicant is told their application was not accepted. This cannot be undone."
        }
        confirmLabel={asking === "Approved" ? "Approve" : "Reject"}
        destructive={asking === "Rejected"}
        busy={decide.isPending}
        onConfirm={() => {
          if (asking) decide.mutate({ translatorId, status: asking });
          setAsking(null);
        }}
      />
      <Button
        size="sm"
        onClick={() => setAsking("Approved")}
        disabled={!canApprove(status) || decide.isPending}
        title={canApprove(status) ? undefined : "Approval is possible once the applicant's identity is verified"}
        aria-label={`Approve ${fullName}`}
        className="bg-green-700 text-white hover:bg-green-800"
      >
        <Check aria-hidden="true" />
        Approve
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setAsking("Rejected")}
        disabled={!canReject(status) || decide.isPending}
        aria-label={`Reject ${fullName}`}
        className="border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <X aria-hidden="true" />
        Reject
      </Button>
    </>
  );
}
