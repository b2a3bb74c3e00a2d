// Overrides: a translator may clear an error they judge wrong by giving a reason (issue 40: "errors block delivery
// until fixed or overridden by the translator with a reason"). The rule lives here; the storage (with the
// translation version) comes with the segment editor. An override names one finding exactly — segment, code and
// params — so a different number or date on the same segment is a new finding that blocks again.
import type { Finding, FindingCode, FindingParams } from "./codes";

export interface FindingOverride {
  segmentId: string | null;
  code: FindingCode;
  params: FindingParams;
  reason: string;
}

/** A finding's identity across runs of the checks. */
export function findingKey(found: Pick<Finding, "segmentId" | "code" | "params">): string {
  const params = Object.keys(found.params)
    .sort()
    .map((name) => [name, String(found.params[name])]);
  return JSON.stringify([found.segmentId, found.code, params]);
}

/** The errors still blocking delivery: those without an override carrying a reason (a blank reason is none). */
export function blockingFindings(findings: readonly Finding[], overrides: readonly FindingOverride[] = []): Finding[] {
  const overridden = new Set(overrides.filter((override) => override.reason.trim()).map(findingKey));
  return findings.filter((found) => found.severity === "error" && !overridden.has(findingKey(found)));
}

/** The overrides that still apply to a new run's findings (the others were fixed or changed, and are dropped). */
export function overridesStillApplying(
  findings: readonly Finding[],
  overrides: readonly FindingOverride[],
): FindingOverride[] {
  const current = new Set(findings.filter((found) => found.severity === "error").map(findingKey));
  return overrides.filter((override) => current.has(findingKey(override)));
}
