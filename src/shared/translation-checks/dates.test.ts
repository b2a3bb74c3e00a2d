import { describe, expect, it } from "vitest";
import { englishMonth, findDates, isCalendarDate, turkishMonth, usLongDate } from "./dates";

const day = (year: number, month: number, dayOfMonth: number) => ({ year, month, day: dayOfMonth });

describe("findDates, Turkish documents", () => {
  it.each([
    "12.03.1985",
    "12/03/1985",
    "12-03-1985",
    "12 Mart 1985",
    "12 MART 1985",
    "12 mart 1985",
    "1985-03-12",
    "12.3.1985",
  ])("reads %s as March 12, 1985", (text) => {
    const [found] = findDates(`Doğum Tarihi: ${text} tarihinde`, "tr");
    expect(found?.text).toBe(text);
    expect(found?.date).toEqual(day(1985, 3, 12));
  });

  it("reads Turkish month names with and without Turkish letters", () => {
    expect(turkishMonth("ŞUBAT")).toBe(2);
    expect(turkishMonth("Ağustos")).toBe(8);
    expect(turkishMonth("AGUSTOS")).toBe(8);
    expect(turkishMonth("ARALIK")).toBe(12);
    expect(turkishMonth("Mayıs")).toBe(5);
    expect(turkishMonth("March")).toBeUndefined();
    expect(findDates("Veriliş Tarihi: 05 Ocak 2024", "tr")[0]?.date).toEqual(day(2024, 1, 5));
  });

  it("keeps the swapped reading of a numeric date, and skips non-dates", () => {
    expect(findDates("12.03.1985", "tr")[0]?.swapped).toEqual(day(1985, 12, 3));
    expect(findDates("25.03.1985", "tr")[0]?.swapped).toBeNull();
    expect(findDates("31.02.1985 ve 2019/345 ve 1.250,50", "tr")).toEqual([]);
  });
});

describe("findDates, US translations", () => {
  it.each([
    "March 12, 1985",
    "Mar. 12, 1985",
    "Mar 12, 1985",
    "MARCH 12, 1985",
    "March 12th, 1985",
    "03/12/1985",
    "3/12/1985",
    "1985-03-12",
  ])("reads %s as March 12, 1985", (text) => {
    const [found] = findDates(`Date of Birth: ${text}.`, "us");
    expect(found?.text.replace(/\.$/u, "")).toBe(text);
    expect(found?.date).toEqual(day(1985, 3, 12));
  });

  it("reads a Turkish-ordered date in the target month first (what the officer reads)", () => {
    const [found] = findDates("12/03/1985", "us");
    expect(found?.date).toEqual(day(1985, 12, 3));
    expect(found?.swapped).toEqual(day(1985, 3, 12));
    const [late] = findDates("25/03/1985", "us");
    expect(late?.date).toBeNull();
    expect(late?.swapped).toEqual(day(1985, 3, 25));
  });

  it("reads day-month-year with a month name as the same day", () => {
    const [found] = findDates("12 March 1985", "us");
    expect(found).toMatchObject({ form: "named-dmy", date: day(1985, 3, 12) });
    expect(findDates("on the 12th of March, 1985", "us")[0]).toMatchObject({
      text: "12th of March, 1985",
      form: "named-dmy",
      date: day(1985, 3, 12),
    });
  });
});

describe("month and calendar helpers", () => {
  it("knows English names and abbreviations", () => {
    expect(englishMonth("Sept")).toBe(9);
    expect(englishMonth("dec")).toBe(12);
    expect(englishMonth("Ma")).toBeUndefined();
    expect(englishMonth("Marc")).toBeUndefined();
  });

  it("knows month lengths and leap years", () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2023, 2, 29)).toBe(false);
    expect(isCalendarDate(1985, 13, 1)).toBe(false);
    expect(usLongDate(day(2024, 1, 5))).toBe("January 5, 2024");
  });
});
