// The translation checks (issue 40, item 1; docs/translation-checks.md): pure, run the same in the editor and on
// the server before delivery. Errors block delivery until fixed or overridden with a reason; warnings inform.
import { alignLines } from "./align-lines";
import { checkConsistency } from "./check-consistency";
import { checkDates } from "./check-dates";
import { checkLength, checkSegmentCounts, documentLines } from "./check-length";
import { checkNames, namePairs } from "./check-names";
import { checkNumbers } from "./check-numbers";
import { checkTerminology, compileTerms } from "./check-terminology";
import { checkUntranslated, untranslatedContext } from "./check-untranslated";
import type { Finding } from "./codes";
import { blockingFindings, type FindingOverride } from "./overrides";
import { prepareSegment } from "./prepare";
import type { CheckContext, Segment } from "./types";

/** Every finding of the segments, in segment order. */
export function runChecks(segments: readonly Segment[], context: CheckContext): Finding[] {
  const names = context.direction === "tr-en" ? namePairs(context.names) : [];
  const terms = compileTerms(context.terms, context.direction);
  const untranslated = untranslatedContext(context.direction, context.names);
  const bySegment = new Map<string, Finding[]>(segments.map((segment) => [segment.id, []]));
  for (const segment of segments) {
    const findings = bySegment.get(segment.id)!;
    const untranslatedFindings = checkUntranslated(segment, untranslated);
    findings.push(...untranslatedFindings);
    // An empty translation is one finding, not one per number, date and name it lacks.
    if (untranslatedFindings.some((found) => found.code === "TARGET_EMPTY")) continue;
    const prepared = prepareSegment(segment, context.direction);
    findings.push(
      ...checkNumbers(prepared),
      ...checkDates(prepared, context.direction),
      ...checkNames(segment, names),
      ...checkTerminology(segment, terms),
    );
  }
  for (const found of [...checkLength(segments, context.direction), ...checkConsistency(segments)])
    bySegment.get(found.segmentId!)!.push(found);
  return [...bySegment.values()].flat();
}

/**
 * Two whole documents as segment pairs (an uploaded translation's text beside the source's): lines paired in order
 * (align-lines.ts when the counts differ). A segment's id is its source line's number from 1, or "t" and the
 * translation's line number for a line with no source.
 */
export function alignDocument(sourceText: string, targetText: string, direction: CheckContext["direction"]) {
  const source = documentLines(sourceText);
  const target = documentLines(targetText);
  const segments: Segment[] = alignLines(source, target, direction).map(([sourceIndex, targetIndex]) => ({
    id: sourceIndex === null ? `t${targetIndex! + 1}` : String(sourceIndex + 1),
    source: sourceIndex === null ? "" : source[sourceIndex]!,
    target: targetIndex === null ? "" : target[targetIndex]!,
  }));
  return { segments, sourceLines: source.length, targetLines: target.length };
}

/** Checks of two whole documents (alignDocument), and an error first when their line counts differ. */
export function runDocumentChecks(sourceText: string, targetText: string, context: CheckContext): Finding[] {
  const { segments, sourceLines, targetLines } = alignDocument(sourceText, targetText, context.direction);
  return [...checkSegmentCounts(sourceLines, targetLines), ...runChecks(segments, context)];
}

/** Whether the findings block delivery: an error not overridden with a reason (overrides.ts). */
export function hasBlockingFindings(findings: readonly Finding[], overrides: readonly FindingOverride[] = []): boolean {
  return blockingFindings(findings, overrides).length > 0;
}
