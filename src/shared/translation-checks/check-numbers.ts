// Numbers, amounts, ID and reference numbers: every one of the source in the translation, nothing added.
import { finding, type Finding } from "./codes";
import { isValidTcKimlik, type NumberMention } from "./numbers";
import type { PreparedSegment } from "./prepare";

const ID_LABEL = /kimlik|t\.\s?c\.|tckn|\bidentity\b|\bID\b/iu;

function countBy(mentions: readonly NumberMention[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mention of mentions) counts.set(mention.value, (counts.get(mention.value) ?? 0) + 1);
  return counts;
}

/** Digits differing at no more than two places, or two neighbours exchanged: a mistyped copy of the same ID. */
function looksLikeSameId(expected: string, found: string): boolean {
  if (expected.length !== found.length) return false;
  const differing = [...expected].flatMap((digit, index) => (digit === found[index] ? [] : [index]));
  return differing.length <= 2;
}

export function checkNumbers(segment: PreparedSegment): Finding[] {
  const findings: Finding[] = [];
  const { id, sourceNumbers, targetNumbers } = segment;
  for (const mention of sourceNumbers) {
    if (mention.kind === "id" && ID_LABEL.test(segment.source) && !isValidTcKimlik(mention.value))
      findings.push(finding(id, "ID_CHECKSUM_INVALID", { number: mention.text }));
  }
  const sourceCounts = countBy(sourceNumbers);
  const targetCounts = countBy(targetNumbers);
  const missing = sourceNumbers.filter((mention) => {
    const left = targetCounts.get(mention.value) ?? 0;
    targetCounts.set(mention.value, left - 1);
    return left <= 0;
  });
  const added = targetNumbers.filter((mention) => {
    const left = sourceCounts.get(mention.value) ?? 0;
    sourceCounts.set(mention.value, left - 1);
    return left <= 0;
  });
  for (const mention of missing) {
    // An ID with a digit changed is one error naming both, not a missing number plus an added one.
    const changed =
      mention.kind === "id" ? added.findIndex((other) => looksLikeSameId(mention.value, other.value)) : -1;
    if (changed >= 0) {
      findings.push(finding(id, "ID_NUMBER_CHANGED", { expected: mention.text, found: added[changed]!.text }));
      added.splice(changed, 1);
    } else {
      findings.push(finding(id, "NUMBER_MISSING", { number: mention.text }));
    }
  }
  for (const mention of added) findings.push(finding(id, "NUMBER_ADDED", { number: mention.text }));
  // Currency: per value, as many amounts with a currency in the translation as in the source.
  const currencyLost = new Set<string>();
  for (const mention of sourceNumbers) {
    if (!mention.currency || currencyLost.has(mention.value)) continue;
    const inSource = sourceNumbers.filter((other) => other.currency && other.value === mention.value).length;
    const inTarget = targetNumbers.filter((other) => other.currency && other.value === mention.value).length;
    const present = targetNumbers.some((other) => other.value === mention.value);
    if (present && inTarget < inSource) {
      currencyLost.add(mention.value);
      findings.push(finding(id, "CURRENCY_MISSING", { number: mention.text }));
    }
  }
  return findings;
}
