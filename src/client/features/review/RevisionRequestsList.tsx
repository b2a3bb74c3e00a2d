import type { RevisionRequestDto } from "@shared/draft-review";
import { formatDateTime } from "@/features/orders/order-labels";

/** The customer's revision comments, newest first, for the translator (docs/delivery.md, "Customer review"). */
export function RevisionRequestsList({
  requests,
  documentName,
}: {
  requests: RevisionRequestDto[];
  documentName: (documentId: number) => string;
}) {
  if (requests.length === 0) return null;
  return (
    <ul className="space-y-3" aria-label="Revision requests" data-testid="revision-requests">
      {[...requests].reverse().map((request) => (
        <li key={request.id} className="rounded-md border p-3 text-sm">
          <p className="font-medium">
            {documentName(request.documentId)}{" "}
            <span className="font-normal text-muted-foreground">· {formatDateTime(request.createdAt)}</span>
          </p>
          <p className="mt-1 whitespace-pre-line break-words">{request.comment}</p>
        </li>
      ))}
    </ul>
  );
}
