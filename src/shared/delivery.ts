import type { ServiceType } from "./enums";

// The delivery-date helper counts calendar days; the landing page shows ranges.

/** Days until delivery per service type, as the helper computes them. */
export const DELIVERY_DAYS: Record<ServiceType, number> = {
  standard: 4,
  certified: 3,
  premium: 2,
};

/** A rush order is delivered in 1 day whatever the service type. */
export const RUSH_DELIVERY_DAYS = 1;

/** The ranges shown to customers next to each plan (business days). */
export const DELIVERY_RANGE_LABELS: Record<ServiceType, string> = {
  standard: "3-5 days",
  certified: "2-3 days",
  premium: "1-2 days",
};

/** The calculator's delivery-speed bar, in percent. */
export const DELIVERY_SPEED_PERCENT: Record<ServiceType, number> = {
  standard: 40,
  certified: 65,
  premium: 90,
};

export function deliveryDays(serviceType: ServiceType, isRush: boolean): number {
  return isRush ? RUSH_DELIVERY_DAYS : DELIVERY_DAYS[serviceType];
}

/** `from` plus the service's delivery days, in calendar days of local time (the time of day is kept). */
export function estimateDeliveryDate(serviceType: ServiceType, isRush: boolean, from: Date = new Date()): Date {
  const date = new Date(from.getTime());
  date.setDate(date.getDate() + deliveryDays(serviceType, isRush));
  return date;
}
