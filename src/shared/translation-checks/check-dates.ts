// Dates: every date of the source present in the translation meaning the same day, in the target's form
// (tr-en: March 12, 1985 · Mar. 12, 1985 · 03/12/1985 · 1985-03-12). Day and month swapped is an error.
import { finding, type Finding } from "./codes";
import { sameDay, turkishNumericDate, usLongDate, type DateMention } from "./dates";
import type { PreparedSegment } from "./prepare";
import type { Direction } from "./types";

export function checkDates(segment: PreparedSegment, direction: Direction): Finding[] {
  const findings: Finding[] = [];
  const unused = new Set<DateMention>(segment.targetDates);
  const take = (test: (mention: DateMention) => boolean) => {
    for (const mention of unused) {
      if (test(mention)) {
        unused.delete(mention);
        return mention;
      }
    }
    return undefined;
  };
  for (const source of segment.sourceDates) {
    if (!source.date) continue;
    const date = source.date;
    const expected = direction === "tr-en" ? usLongDate(date) : turkishNumericDate(date);
    const same = take((mention) => sameDay(mention.date, date));
    if (same) {
      // "12 March 1985" is the same day but not what a US officer expects to read.
      if (direction === "tr-en" && same.form === "named-dmy")
        findings.push(finding(segment.id, "DATE_NOT_US_FORM", { found: same.text, expected }));
      continue;
    }
    const swapped = take((mention) => sameDay(mention.swapped, date));
    if (swapped)
      findings.push(finding(segment.id, "DATE_SWAPPED", { date: source.text, found: swapped.text, expected }));
    else findings.push(finding(segment.id, "DATE_MISSING", { date: source.text, expected }));
  }
  for (const mention of unused) findings.push(finding(segment.id, "DATE_ADDED", { found: mention.text }));
  return findings;
}
