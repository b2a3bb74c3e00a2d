import { useQuery } from "@tanstack/react-query";
import type { OrderStatus } from "@shared/enums";

// Mirrors src/server/deliveries/list-deliverables.ts (GET /api/orders/:id/deliverables).
export type DeliverableFile = {
  id: number;
  kind: "translation" | "certificate";
  documentId: number;
  originalFilename: string;
  fileName: string;
  completedAt: string | null;
};
export type OrderDeliverables = { orderId: number; status: OrderStatus; files: DeliverableFile[] };

export const deliverableDownloadUrl = (file: DeliverableFile) =>
  file.kind === "certificate" ? `/api/deliverables/certificates/${file.id}/download` : `/api/deliverables/translations/${file.id}/download`;

/** The translated files (and certificates of accuracy) of an order, given to the customer once it is completed. */
export function useDeliverables(orderId: string) {
  return useQuery<OrderDeliverables, Error>({ queryKey: [`/api/orders/${orderId}/deliverables`] });
}
