import { Link } from "wouter";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";
import { FeeLines } from "./FeeLines";
import { useJobFee } from "./pay-queries";

const STATUS_TEXT = {
  agreed: "Earned when the order completes.",
  earned: "Earned: it goes on your next monthly statement.",
  in_statement: "On a statement, to be paid.",
  paid: "Paid.",
  not_earned: "Not earned: the order did not complete with this job.",
} as const;

/** The translator's fee on their job page: the agreed lines, and where it stands. Nothing for jobs without a fee. */
export function JobFeeCard({ jobId }: { jobId: number }) {
  const { data: fee } = useJobFee(jobId);
  if (!fee) return null;
  const changedTotal = fee.feeLines.reduce((sum, line) => sum + line.amountCents, 0) !== fee.feeCents;
  return (
    <DetailCard title="Your fee">
      <FeeLines
        lines={fee.feeLines}
        totalCents={fee.feeCents}
        totalLabel={changedTotal ? "Fee (changed by the agency)" : "Fee"}
      />
      <p className="mt-3 text-sm text-muted-foreground">
        {STATUS_TEXT[fee.status]}{" "}
        <Link href="/translator/earnings" className="text-primary underline underline-offset-4">
          Your earnings
        </Link>
      </p>
    </DetailCard>
  );
}
