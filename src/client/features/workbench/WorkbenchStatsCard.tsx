import { useQuery } from "@tanstack/react-query";
import type { AdminWorkbenchDto } from "@shared/schemas/workbench";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";

const STATUS: Record<string, string> = {
  pending: "being segmented",
  ready: "segmented",
  failed: "could not be segmented",
};

/**
 * The admin's view of the translator's workbench for an order (issue 39 item 8): per document, segments confirmed,
 * how many came from the translation memory (the leverage) and from machine translation. Admin screens are English.
 */
export function WorkbenchStatsCard({ orderId }: { orderId: number }) {
  const { data } = useQuery<AdminWorkbenchDto>({ queryKey: [`/api/admin/orders/${orderId}/workbench`] });
  const documents = data?.documents.filter((doc) => doc.status !== null) ?? [];
  if (documents.length === 0) return null;
  return (
    <DetailCard title="Workbench">
      <ul className="divide-y text-sm" data-testid="workbench-stats">
        {documents.map((doc) => (
          <li key={doc.documentId} className="py-2 first:pt-0 last:pb-0">
            <p className="break-words font-medium">{doc.title}</p>
            <p className="text-muted-foreground">
              {doc.status === "ready"
                ? `${doc.confirmed} of ${doc.total} segments confirmed · ${doc.fromMemory} from memory (${doc.leveragePercent}% leverage) · ${doc.machine} machine-translated`
                : `${STATUS[doc.status!] ?? doc.status}${doc.error ? `: ${doc.error}` : ""}`}
            </p>
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}
