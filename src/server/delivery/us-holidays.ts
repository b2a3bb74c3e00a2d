import Holidays from "date-holidays";
import { estimateDeliveryDate as estimateWithHolidays, type HolidayDates } from "../../shared/delivery";
import type { ServiceType } from "../../shared/enums";

// US federal holidays from date-holidays (docs/ordering.md, "Delivery dates"): the package's "public" holidays of
// the US are the federal ones, with the weekday a weekend holiday is observed on. Only the server loads it (it
// carries every country's rules); the browser gets the dates from GET /api/delivery-calendar.

const federal = new Holidays("US");
const byYear = new Map<number, string[]>();

/** The federal holidays of `year` (and the observed days that fall in it), "YYYY-MM-DD", computed once per year. */
export function federalHolidaysOf(year: number): string[] {
  let dates = byYear.get(year);
  if (!dates) {
    dates = federal
      .getHolidays(year)
      .filter((holiday) => holiday.type === "public")
      .map((holiday) => holiday.date.slice(0, 10))
      .filter((date) => date.startsWith(`${year}-`));
    byYear.set(year, dates);
  }
  return dates;
}

/** The holidays a delivery counted from `from` can meet: its year and the next (a delivery is days away, at most weeks). */
export function holidaysAround(from: Date = new Date()): HolidayDates {
  const year = from.getUTCFullYear();
  return [...federalHolidaysOf(year - 1), ...federalHolidaysOf(year), ...federalHolidaysOf(year + 1)];
}

/** The shared rule with the federal holidays: what the order stores and every screen and e-mail shows. */
export function estimateDeliveryDate(serviceType: ServiceType, isRush: boolean, from: Date): Date {
  return estimateWithHolidays(serviceType, isRush, from, holidaysAround(from));
}
