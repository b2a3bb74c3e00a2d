import { describe, expect, it } from "vitest";
import {
  BUCKETS_PER_PERIOD,
  bucketStart,
  dashboardPeriodStarts,
  medianOfHistogram,
  periodBuckets,
  shiftBucket,
} from "./stats-periods";

describe("dashboard periods", () => {
  it("starts weeks on Monday and months on the 1st", () => {
    expect(bucketStart("day", "2026-11-27")).toBe("2026-11-27");
    // 2026-11-27 is a Friday; 2026-11-23 the Monday before; a Sunday belongs to the week before it.
    expect(bucketStart("week", "2026-11-27")).toBe("2026-11-23");
    expect(bucketStart("week", "2026-11-23")).toBe("2026-11-23");
    expect(bucketStart("week", "2026-11-29")).toBe("2026-11-23");
    expect(bucketStart("month", "2026-11-27")).toBe("2026-11-01");
  });

  it("bounds the money periods in UTC days: this month from the 1st, the last 30 days as today and the 29 before", () => {
    expect(dashboardPeriodStarts(new Date("2026-11-27T23:30:00Z"))).toEqual({
      thisMonth: "2026-11-01",
      last30Days: "2026-10-29",
    });
    expect(dashboardPeriodStarts(new Date("2026-03-01T00:00:00Z"))).toEqual({
      thisMonth: "2026-03-01",
      last30Days: "2026-01-31",
    });
    // The month starts at midnight UTC on the 1st (this was startOfMonthUtc's case in stats-math.test.ts).
    expect(dashboardPeriodStarts(new Date("2026-03-17T15:04:05Z")).thisMonth).toBe("2026-03-01");
  });

  it("moves across months and years", () => {
    expect(shiftBucket("day", "2026-03-01", -1)).toBe("2026-02-28");
    expect(shiftBucket("week", "2026-12-28", 1)).toBe("2027-01-04");
    expect(shiftBucket("month", "2026-01-01", -1)).toBe("2025-12-01");
    expect(shiftBucket("month", "2026-11-01", 2)).toBe("2027-01-01");
  });

  it("lists the buckets oldest first, ending with today's", () => {
    const days = periodBuckets("day", "2026-11-27");
    expect(days).toHaveLength(BUCKETS_PER_PERIOD.day);
    expect(days.at(0)).toBe("2026-10-29");
    expect(days.at(-1)).toBe("2026-11-27");
    const months = periodBuckets("month", "2026-11-27");
    expect(months).toHaveLength(24);
    expect(months.at(0)).toBe("2024-12-01");
    expect(periodBuckets("week", "2026-11-27").at(-1)).toBe("2026-11-23");
  });
});

describe("median of a histogram", () => {
  it("is null without values", () => {
    expect(medianOfHistogram([])).toBeNull();
    expect(medianOfHistogram([{ value: 5, count: 0 }])).toBeNull();
  });

  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(medianOfHistogram([{ value: 30, count: 1 }])).toBe(30);
    expect(
      medianOfHistogram([
        { value: 10, count: 1 },
        { value: 2, count: 1 },
        { value: 40, count: 1 },
      ]),
    ).toBe(10);
    expect(
      medianOfHistogram([
        { value: 0, count: 1 },
        { value: 30, count: 1 },
      ]),
    ).toBe(15);
    // 2, 2, 2, 7, 100: the counts weigh.
    expect(
      medianOfHistogram([
        { value: 100, count: 1 },
        { value: 2, count: 3 },
        { value: 7, count: 1 },
      ]),
    ).toBe(2);
    expect(
      medianOfHistogram([
        { value: 4, count: 2 },
        { value: 8, count: 2 },
      ]),
    ).toBe(6);
  });
});
