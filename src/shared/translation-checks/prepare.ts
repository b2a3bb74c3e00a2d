// What several checks read from a segment, computed once per run.
import { findDates, type DateMention } from "./dates";
import { findNumbers, type NumberMention } from "./numbers";
import { maskSpans } from "./text";
import type { Direction, Segment } from "./types";

export interface PreparedSegment extends Segment {
  sourceDates: DateMention[];
  targetDates: DateMention[];
  /** Numbers outside dates: a converted date's parts are not numbers added to the translation. */
  sourceNumbers: NumberMention[];
  targetNumbers: NumberMention[];
}

export function prepareSegment(segment: Segment, direction: Direction): PreparedSegment {
  const [sourceSide, targetSide] = direction === "tr-en" ? (["tr", "us"] as const) : (["us", "tr"] as const);
  const sourceDates = findDates(segment.source, sourceSide);
  const targetDates = findDates(segment.target, targetSide);
  return {
    ...segment,
    sourceDates,
    targetDates,
    sourceNumbers: findNumbers(maskSpans(segment.source, sourceDates), sourceSide === "tr" ? "tr" : "en"),
    targetNumbers: findNumbers(maskSpans(segment.target, targetDates), targetSide === "tr" ? "tr" : "en"),
  };
}
