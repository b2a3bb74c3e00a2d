import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { deliveryOptions, estimateDeliveryDate, type DeliveryOption } from "@shared/delivery";
import type { ServiceType } from "@shared/enums";
import type { DeliveryCalendar } from "@shared/schemas/delivery-calendar";

export const DELIVERY_CALENDAR_KEY = "/api/delivery-calendar";

/**
 * The delivery date an order placed now would get: the shared delivery rule with the federal holidays the
 * server lists (GET /api/delivery-calendar; date-holidays stays out of the browser bundle). Null until they
 * arrive, so no screen shows a date that lands on a holiday.
 */
export function useDeliveryDate(serviceType: ServiceType, isRush: boolean): Date | null {
  const holidays = useHolidays();
  return useMemo(
    () => (holidays ? estimateDeliveryDate(serviceType, isRush, new Date(), holidays) : null),
    [serviceType, isRush, holidays],
  );
}

function useHolidays() {
  const { data } = useQuery<DeliveryCalendar>({ queryKey: [DELIVERY_CALENDAR_KEY], staleTime: 60 * 60 * 1000 });
  return data?.holidays;
}

/** Every plan, with and without rush, and whether it is delivered by `needBy` ("YYYY-MM-DD"), by the same rule. */
export function useDeliveryOptions(needBy: string | null): DeliveryOption[] | null {
  const holidays = useHolidays();
  return useMemo(() => (holidays ? deliveryOptions(new Date(), needBy, holidays) : null), [needBy, holidays]);
}
