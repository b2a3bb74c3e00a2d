import { describe, expect, it } from "vitest";
import trCommon from "./i18n/catalogs/tr/common";
import { localizeBusinessHours, type Weekday } from "./business-hours";

const turkishDay = (day: Weekday) => trCommon.footer.days[day];

describe("localizeBusinessHours", () => {
  it("keeps the English text as the admin typed it", () => {
    expect(localizeBusinessHours("Mon-Fri 9AM-6PM EST", "en", turkishDay)).toBe("Mon-Fri 9AM-6PM EST");
  });

  it("gives Turkish readers Turkish day names and a 24-hour clock", () => {
    expect(localizeBusinessHours("Mon-Fri 9AM-6PM EST", "tr", turkishDay)).toBe("Pzt-Cum 09:00-18:00 EST");
    expect(localizeBusinessHours("Mon-Sat 8:30 am - 12 PM, Sun 12AM-1AM", "tr", turkishDay)).toBe(
      "Pzt-Cmt 08:30 - 12:00, Paz 00:00-01:00",
    );
  });

  it("leaves words that only start like a day or a time alone", () => {
    expect(localizeBusinessHours("Monday to Friday, 9 amazing hours", "tr", turkishDay)).toBe(
      "Monday to Friday, 9 amazing hours",
    );
  });
});
