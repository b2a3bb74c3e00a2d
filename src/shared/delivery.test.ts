import Holidays from "date-holidays";
import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  calendarDateIn,
  deliveryDays,
  DELIVERY_SPEED_PERCENT,
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
  it("never lands on a weekend or a federal holiday, for every plan and rush, ordered any day of 2026-2027", () => {
    for (let day = 0; day < 730; day += 1) {
      const ordered = new Date(Date.UTC(2026, 0, 1, 15) + day * 86_400_000);
      for (const serviceType of ["standard", "certified", "premium"] as const) {
        for (const isRush of [false, true]) {
          const due = dayOf(estimateDeliveryDate(serviceType, isRush, ordered, HOLIDAYS));
          expect(
            isBusinessDay(due, HOLIDAYS),
            `${serviceType}${isRush ? " rush" : ""} ordered ${dayOf(ordered)} → ${due}`,
          ).toBe(true);
          expect([0, 6]).not.toContain(weekday(due));
        }
      }
    }
  });

  it("gives 4 business days for standard, 3 for certified, 2 for premium and 1 for rush", () => {
    const monday = newYork("2026-03-02T10:00");
    expect(dayOf(estimateDeliveryDate("standard", false, monday, HOLIDAYS))).toBe("2026-03-06");
    expect(dayOf(estimateDeliveryDate("certified", false, monday, HOLIDAYS))).toBe("2026-03-05");
    expect(dayOf(estimateDeliveryDate("premium", false, monday, HOLIDAYS))).toBe("2026-03-04");
    for (const tier of ["standard", "certified", "premium"] as const)
      expect(dayOf(estimateDeliveryDate(tier, true, monday, HOLIDAYS))).toBe("2026-03-03");
  });

  it("rush ordered the day before Thanksgiving is due the Friday after", () => {
    expect(dayOf(estimateDeliveryDate("certified", true, newYork("2026-11-25T16:00"), HOLIDAYS))).toBe("2026-11-27");
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

describe("deliveryDays and the speed bar", () => {
  it("gives single-day figures and the bar percentages", () => {
    expect([
      deliveryDays("standard", false),
      deliveryDays("certified", false),
      deliveryDays("premium", false),
      deliveryDays("standard", true),
    ]).toEqual([4, 3, 2, 1]);
    expect(DELIVERY_SPEED_PERCENT).toEqual({ premium: 90, certified: 65, standard: 40 });
  });
});
