import Holidays from "date-holidays";
import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  calendarDateIn,
  DELIVERY_SPEED_PERCENT,
  deliveryOptions,
  estimateDeliveryDate,
  isBusinessDay,
  isoDate,
} from "./delivery";

// The holidays as the server gives them (src/server/delivery/us-holidays.ts reads the same package).
const federal = new Holidays("US");
const HOLIDAYS = [2026, 2027, 2028].flatMap((year) =>
  federal
    .getHolidays(year)
    .filter((holiday) => holiday.type === "public")
    .map((holiday) => holiday.date.slice(0, 10)),
);

/** An instant given as New York wall-clock time (EST, UTC−5, in the winter months used here; EDT in summer). */
const newYork = (iso: string, offset = "-05:00") => new Date(`${iso}${offset}`);
/** The New York calendar date of an instant, "YYYY-MM-DD". */
const dayOf = (instant: Date) => isoDate(calendarDateIn(instant));
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe("addBusinessDays", () => {
  it("skips the weekend: ordered on Friday, 2 business days is Tuesday", () => {
    expect(dayOf(addBusinessDays(newYork("2026-03-06T10:30"), 2, HOLIDAYS))).toBe("2026-03-10");
  });

  it("counts from the next business day when ordered on a weekend", () => {
    expect(dayOf(addBusinessDays(newYork("2026-03-07T09:00"), 1, HOLIDAYS))).toBe("2026-03-09");
    expect(dayOf(addBusinessDays(newYork("2026-03-08T20:00"), 3, HOLIDAYS))).toBe("2026-03-11");
  });

  it("skips Thanksgiving 2026-11-26: 2-3 business days from Tuesday the 24th end on Monday the 30th", () => {
    const tuesday = newYork("2026-11-24T11:00");
    expect(dayOf(addBusinessDays(tuesday, 2, HOLIDAYS))).toBe("2026-11-27");
    expect(dayOf(addBusinessDays(tuesday, 3, HOLIDAYS))).toBe("2026-11-30");
  });

  it("skips Christmas and the day New Year's Day 2028 is observed on (a Saturday holiday, observed Friday)", () => {
    expect(dayOf(addBusinessDays(newYork("2026-12-24T10:00"), 1, HOLIDAYS))).toBe("2026-12-28");
    expect(dayOf(addBusinessDays(newYork("2027-12-23T10:00"), 1, HOLIDAYS))).toBe("2027-12-27");
    expect(dayOf(addBusinessDays(newYork("2027-12-30T10:00"), 1, HOLIDAYS))).toBe("2028-01-03");
  });

  it("takes the day of ordering from the New York calendar, not the server's", () => {
    // 02:00 UTC on a Saturday is still Friday evening in New York: 1 business day is Monday.
    expect(dayOf(addBusinessDays(new Date("2026-03-07T02:00:00Z"), 1, HOLIDAYS))).toBe("2026-03-09");
  });

  it("answers noon in New York, the same date in Los Angeles, Honolulu and Istanbul", () => {
    const due = addBusinessDays(newYork("2026-07-01T16:00", "-04:00"), 2, HOLIDAYS);
    // July 3 2026 is the observed Independence Day (the 4th is a Saturday): due Monday July 6.
    expect(due.toISOString()).toBe("2026-07-06T16:00:00.000Z");
    for (const timeZone of ["America/Los_Angeles", "Pacific/Honolulu", "Europe/Istanbul"]) {
      expect(new Intl.DateTimeFormat("en-CA", { timeZone }).format(due)).toBe("2026-07-06");
    }
  });

  it("does not change the date it was given", () => {
    const start = newYork("2026-03-06T10:30");
    const copy = new Date(start);
    addBusinessDays(start, 3, HOLIDAYS);
    expect(start).toEqual(copy);
  });
});

describe("estimateDeliveryDate", () => {
  it("standard and certified never land on a weekend or a federal holiday, ordered any day of 2026-2027", () => {
    for (let day = 0; day < 730; day += 1) {
      const ordered = new Date(Date.UTC(2026, 0, 1, 15) + day * 86_400_000);
      for (const serviceType of ["standard", "certified"] as const) {
        const due = dayOf(estimateDeliveryDate(serviceType, false, ordered, HOLIDAYS));
        expect(isBusinessDay(due, HOLIDAYS), `${serviceType} ordered ${dayOf(ordered)} → ${due}`).toBe(true);
        expect([0, 6]).not.toContain(weekday(due));
      }
    }
  });

  it("rush, and Premium (which includes it), is due the day the 24 hours end, any day of 2026-2027", () => {
    for (let hour = 0; hour < 730 * 24; hour += 7) {
      const ordered = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      const end = dayOf(new Date(ordered.getTime() + 24 * 3_600_000));
      for (const [serviceType, isRush] of [
        ["standard", true],
        ["certified", true],
        ["premium", false],
        ["premium", true],
      ] as const) {
        expect(dayOf(estimateDeliveryDate(serviceType, isRush, ordered, HOLIDAYS))).toBe(end);
      }
    }
  });

  it("gives 4 business days for standard, 3 for certified; Premium and rush the next day", () => {
    const monday = newYork("2026-03-02T10:00");
    expect(dayOf(estimateDeliveryDate("standard", false, monday, HOLIDAYS))).toBe("2026-03-06");
    expect(dayOf(estimateDeliveryDate("certified", false, monday, HOLIDAYS))).toBe("2026-03-05");
    expect(dayOf(estimateDeliveryDate("premium", false, monday, HOLIDAYS))).toBe("2026-03-03");
    for (const tier of ["standard", "certified", "premium"] as const)
      expect(dayOf(estimateDeliveryDate(tier, true, monday, HOLIDAYS))).toBe("2026-03-03");
  });

  it("Saturday + 24-hour rush is due on Sunday, not Monday (the landing page: weekends included)", () => {
    const saturday = newYork("2026-11-28T10:00");
    expect(weekday("2026-11-28")).toBe(6);
    expect(dayOf(estimateDeliveryDate("certified", true, saturday, HOLIDAYS))).toBe("2026-11-29");
    expect(dayOf(estimateDeliveryDate("premium", false, saturday, HOLIDAYS))).toBe("2026-11-29");
    // Without rush the same Saturday order counts business days from Monday.
    expect(dayOf(estimateDeliveryDate("certified", false, saturday, HOLIDAYS))).toBe("2026-12-02");
  });

  it("Friday before a Monday holiday: standard skips the weekend and the holiday, rush is due on Saturday", () => {
    // Memorial Day 2027 is Monday May 31 (EDT).
    const friday = newYork("2027-05-28T11:00", "-04:00");
    expect(dayOf(estimateDeliveryDate("certified", false, friday, HOLIDAYS))).toBe("2027-06-03");
    expect(dayOf(estimateDeliveryDate("standard", false, friday, HOLIDAYS))).toBe("2027-06-04");
    expect(dayOf(estimateDeliveryDate("standard", true, friday, HOLIDAYS))).toBe("2027-05-29");
  });

  it("rush ordered the day before Thanksgiving is due on Thanksgiving (holidays included)", () => {
    expect(dayOf(estimateDeliveryDate("certified", true, newYork("2026-11-25T16:00"), HOLIDAYS))).toBe("2026-11-26");
  });

  it("rush counts 24 hours across a clock change: 23:30 the night before spring-forward Sunday ends on Monday", () => {
    // 2027-03-14 has 23 hours in New York: 24 hours from Saturday 23:30 EST is Monday 00:30 EDT.
    expect(dayOf(estimateDeliveryDate("standard", true, newYork("2027-03-13T23:30"), HOLIDAYS))).toBe("2027-03-15");
  });
});

describe("deliveryOptions: the calculator's need-it-by date", () => {
  const friday = newYork("2026-11-27T10:00");
  const options = (needBy: string | null) =>
    deliveryOptions(friday, needBy, HOLIDAYS).map(
      (option) => `${option.serviceType}${option.isRush ? "+rush" : ""} ${dayOf(option.date)} ${option.meetsDeadline}`,
    );

  it("lists every plan with and without rush, Premium once (rush included), and which meet the date", () => {
    expect(options("2026-12-02")).toEqual([
      "standard 2026-12-03 false",
      "standard+rush 2026-11-28 true",
      "certified 2026-12-02 true",
      "certified+rush 2026-11-28 true",
      "premium+rush 2026-11-28 true",
    ]);
    expect(options("2026-11-27").every((line) => line.endsWith("false"))).toBe(true);
    expect(options(null).every((line) => line.endsWith("false"))).toBe(true);
  });
});

describe("isBusinessDay", () => {
  it("knows weekends and the holidays it is given", () => {
    expect(isBusinessDay("2026-11-26", HOLIDAYS)).toBe(false); // Thanksgiving
    expect(isBusinessDay("2026-12-25", HOLIDAYS)).toBe(false); // Christmas
    expect(isBusinessDay("2026-11-29", HOLIDAYS)).toBe(false); // Sunday
    expect(isBusinessDay("2026-11-27", HOLIDAYS)).toBe(true); // the day after Thanksgiving is not a federal holiday
    expect(isBusinessDay("2026-11-26", [])).toBe(true);
  });
});

describe("the speed bar", () => {
  it("gives the bar percentages", () => {
    expect(DELIVERY_SPEED_PERCENT).toEqual({ premium: 90, certified: 65, standard: 40 });
  });
});
