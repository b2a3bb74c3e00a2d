// Omitted or added text: a segment whose length ratio (target/source characters) is far from the document's
// usual ratio, and whole documents whose line counts differ.
import { finding, type Finding } from "./codes";
import type { Direction, Segment } from "./types";

/** Shorter segments vary too much to say anything ("Evli" → "Married"). */
const MIN_SOURCE_CHARS = 20;
/** The usual ratio when a document has too few long segments to measure its own. */
const DEFAULT_RATIO: Record<Direction, number> = { "tr-en": 1, "en-tr": 1 };
const MIN_SAMPLES = 5;
/** Flag at half or twice the usual ratio, when that is at least this many characters off. */
const FACTOR = 2;
const MIN_CHARS_OFF = 15;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function checkLength(segments: readonly Segment[], direction: Direction): Finding[] {
  const measured = segments
    .map((segment) => ({ segment, source: segment.source.trim().length, target: segment.target.trim().length }))
    .filter((entry) => entry.source >= MIN_SOURCE_CHARS && entry.target > 0);
  const ratios = measured.map((entry) => entry.target / entry.source);
  const usual = ratios.length >= MIN_SAMPLES ? median(ratios) : DEFAULT_RATIO[direction];
  const findings: Finding[] = [];
  for (const entry of measured) {
    const ratio = entry.target / entry.source;
    const off = Math.abs(entry.target - entry.source * usual);
    if ((ratio > usual * FACTOR || ratio < usual / FACTOR) && off >= MIN_CHARS_OFF) {
      findings.push(finding(entry.segment.id, "LENGTH_OUTLIER", { ratio: round2(ratio), median: round2(usual) }));
    }
  }
  return findings;
}

/** Lines of a whole document: the non-blank ones, trimmed. */
export function documentLines(text: string): string[] {
  return text
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** An error when two whole documents have different line counts (a line omitted or added). */
export function checkSegmentCounts(sourceCount: number, targetCount: number): Finding[] {
  return sourceCount === targetCount
    ? []
    : [finding(null, "SEGMENT_COUNT_MISMATCH", { source: sourceCount, target: targetCount })];
}
