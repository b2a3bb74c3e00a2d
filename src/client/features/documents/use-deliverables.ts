import { useQuery } from "@tanstack/react-query";
import type { DeliverableFileDto, OrderDeliverablesDto } from "@shared/schemas/deliverables";

export const deliverableDownloadUrl = (file: DeliverableFileDto) =>
  file.kind === "certificate"
    ? `/api/deliverables/certificates/${file.id}/download`
    : `/api/deliverables/translations/${file.id}/download`;

/** The translated files (and certificates of accuracy) of an order, given to the customer once it is completed. */
export function useDeliverables(orderId: string) {
  return useQuery<OrderDeliverablesDto, Error>({ queryKey: [`/api/orders/${orderId}/deliverables`] });
}
