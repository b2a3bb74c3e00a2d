import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { federalHolidaysOf } from "../../../src/server/delivery/us-holidays";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /api/delivery-calendar", () => {
  it("lists the US federal holidays, with their observed weekdays, for the browser's delivery dates", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/delivery-calendar" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const { timeZone, holidays } = response.json<{ timeZone: string; holidays: string[] }>();
    expect(timeZone).toBe("America/New_York");
    const year = new Date().getUTCFullYear();
    expect(holidays).toEqual(expect.arrayContaining([`${year}-12-25`, `${year + 1}-01-01`, `${year + 1}-07-04`]));
    expect(holidays.filter((date) => date.startsWith(`${year}-`))).toEqual(federalHolidaysOf(year));
  });

  it("reads the federal holidays from date-holidays: eleven days, and observed weekdays for weekend ones", () => {
    expect(federalHolidaysOf(2026)).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-05-25",
      "2026-06-19",
      "2026-07-03", // Independence Day falls on a Saturday: observed Friday
      "2026-07-04",
      "2026-09-07",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-12-25",
    ]);
    // New Year's Day 2028 is a Saturday: observed on Friday, December 31, 2027.
    expect(federalHolidaysOf(2027)).toContain("2027-12-31");
  });
});
