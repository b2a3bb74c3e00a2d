// Consistency: the same source segment translated two ways in one document (a warning on each later variant).
import { finding, type Finding } from "./codes";
import { trLower, wordsOf } from "./text";
import type { Segment } from "./types";

const key = (text: string) => trLower(text).replace(/\s+/gu, " ").trim();

export function checkConsistency(segments: readonly Segment[]): Finding[] {
  const first = new Map<string, Map<string, string>>();
  const findings: Finding[] = [];
  for (const segment of segments) {
    if (!segment.target.trim() || wordsOf(segment.source).length === 0) continue;
    const sourceKey = key(segment.source);
    const targetKey = key(segment.target);
    const seen = first.get(sourceKey);
    if (!seen) {
      first.set(sourceKey, new Map([[targetKey, segment.id]]));
    } else if (!seen.has(targetKey)) {
      findings.push(finding(segment.id, "INCONSISTENT_TRANSLATION", { otherSegment: seen.values().next().value! }));
      seen.set(targetKey, segment.id);
    }
  }
  return findings;
}
