import { isRushOrder } from "./catalog";
import { SERVICE_TYPES, type ServiceType } from "./enums";

// THE delivery rule (docs/ordering.md, "Delivery dates"; decision 035). Standard and Certified count business days of
// the New York office: weekends and US federal holidays are skipped. Rush (and Premium, which includes it) is 24
// hours, weekends and holidays included, as the landing page promises. Pure: the holidays are passed in. The server reads them from date-holidays
// (src/server/delivery/us-holidays.ts) and hands them to the browser (GET /api/delivery-calendar), so the
// calculator, the order form, the stored order and everything that reads it give the same day.

/** Business days until delivery per service type: the upper end of the ranges the plans show. */
export const DELIVERY_DAYS: Record<ServiceType, number> = {
  standard: 4,
  certified: 3,
  premium: 2,
};

/** A rush order is delivered within this many hours of the order, on any day of the week, holidays included. */
export const RUSH_DELIVERY_HOURS = 24;

/** The calculator's delivery-speed bar, in percent. */
export const DELIVERY_SPEED_PERCENT: Record<ServiceType, number> = {
  standard: 40,
  certified: 65,
  premium: 90,
};

/** The office's time zone: its calendar decides which day an order is placed on and which days are worked. */
export const BUSINESS_TIME_ZONE = "America/New_York";

/** Federal holidays as calendar dates, "2026-11-26", including the weekday a weekend holiday is observed on. */
export type HolidayDates = readonly string[];

type CalendarDate = { year: number; month: number; day: number };

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at an instant: year, month, day, hour, minute. */
function wallClockIn(instant: Date, timeZone: string): CalendarDate & { hour: number; minute: number } {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    wallClocks.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== "literal") parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** The calendar date an instant falls on in `timeZone`. */
export function calendarDateIn(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): CalendarDate {
  const { year, month, day } = wallClockIn(instant, timeZone);
  return { year, month, day };
}

/** "2026-11-26" */
export function isoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Monday to Friday and not a federal holiday. `date` is "YYYY-MM-DD". */
export function isBusinessDay(date: string, holidays: HolidayDates | ReadonlySet<string>): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !(holidays instanceof Set ? holidays.has(date) : (holidays as HolidayDates).includes(date));
}

/**
 * The `days`-th business day after the day `from` falls on in New York (the day of ordering itself never counts:
 * an order placed on a Friday with 2 days is due on Tuesday, one placed on Saturday too). The answer is noon, New
 * York time, of that day: the same calendar date wherever in the US (or Türkiye) it is shown.
 */
export function addBusinessDays(from: Date, days: number, holidays: HolidayDates): Date {
  const holidaySet = new Set(holidays);
  const start = calendarDateIn(from);
  const cursor = new Date(Date.UTC(start.year, start.month - 1, start.day, 12));
  let counted = 0;
  while (counted < days) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    if (isBusinessDay(cursor.toISOString().slice(0, 10), holidaySet)) counted += 1;
  }
  return noonInBusinessTimeZone({
    year: cursor.getUTCFullYear(),
    month: cursor.getUTCMonth() + 1,
    day: cursor.getUTCDate(),
  });
}

/** 12:00 in New York on that date, as an instant (noon is never skipped or repeated by a clock change). */
function noonInBusinessTimeZone(date: CalendarDate): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, 12);
  const wall = wallClockIn(new Date(guess), BUSINESS_TIME_ZONE);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return new Date(guess - (wallAsUtc - guess));
}

/**
 * The day a rush order is due: the New York calendar day on which its 24 hours end (a Saturday order is due on
 * Sunday), as noon of that day like every other delivery date.
 */
export function rushDeliveryDate(from: Date): Date {
  return noonInBusinessTimeZone(calendarDateIn(new Date(from.getTime() + RUSH_DELIVERY_HOURS * 3_600_000)));
}

/**
 * When an order of this service, ordered (or paid) at `from`, is due: rush (asked for, or included in the plan) in 24
 * hours, any day; otherwise the plan's delivery days counted in business days. Every delivery date shown or stored
 * comes from here.
 */
export function estimateDeliveryDate(
  serviceType: ServiceType,
  isRush: boolean,
  from: Date,
  holidays: HolidayDates,
): Date {
  if (isRushOrder(serviceType, isRush)) return rushDeliveryDate(from);
  return addBusinessDays(from, DELIVERY_DAYS[serviceType], holidays);
}

/** One way of ordering (plan, with or without rush) and the day it would be delivered. */
export type DeliveryOption = { serviceType: ServiceType; isRush: boolean; date: Date; meetsDeadline: boolean };

/**
 * Every way of ordering and its delivery date, for the calculator's "need it by" date ("YYYY-MM-DD", a New York
 * calendar day): an option meets it when it is delivered on or before that day. A plan that includes rush has one
 * option (rush); the others two.
 */
export function deliveryOptions(from: Date, needBy: string | null, holidays: HolidayDates): DeliveryOption[] {
  return SERVICE_TYPES.flatMap((serviceType) =>
    [false, true]
      .filter((isRush) => isRush || !isRushOrder(serviceType, false))
      .map((isRush) => {
        const date = estimateDeliveryDate(serviceType, isRush, from, holidays);
        return { serviceType, isRush, date, meetsDeadline: needBy !== null && isoDate(calendarDateIn(date)) <= needBy };
      }),
  );
}
