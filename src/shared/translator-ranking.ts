import type { DocumentTypeId } from "./catalog";
import type { TranslationDirection, TranslatorCategory } from "./enums";

// Who to offer an order to first (docs/translators.md, "Suggestions"): the assignment screen lists the available
// translators in this order, with the reasons, and marks anyone who declined this order. Pure, unit tested.

/** The translator specialisations that suit each document type; "other" suits any. */
export const DOCUMENT_CATEGORIES: Record<DocumentTypeId, readonly TranslatorCategory[]> = {
  birth_certificate: ["Immigration/USCIS", "Legal"],
  marriage_certificate: ["Immigration/USCIS", "Legal"],
  drivers_license: ["Immigration/USCIS", "Legal"],
  diploma: ["Educational", "Immigration/USCIS"],
  power_of_attorney: ["Legal"],
  affidavit: ["Legal"],
  court_document: ["Legal"],
  contract: ["Legal", "Business/Marketing", "Financial"],
  other: [],
};

export type RankingOrder = { translationDirection: TranslationDirection; documentTypes: readonly DocumentTypeId[] };

export type RankingCandidate = {
  translatorId: number;
  fullName: string;
  languagePair: TranslationDirection;
  category: TranslatorCategory;
  /** Jobs they hold now (Assigned or In Progress). */
  openJobs: number;
  /** Jobs they delivered (completed at least once) on orders with a due date, and how many of those before it. */
  deliveredJobs: number;
  onTimeJobs: number;
  /** Revision requests customers made on their jobs. */
  revisionRequests: number;
  /** Their reason when they declined an offer of this order; null when they never did. */
  declinedReason: string | null;
};

export type RankedTranslator<C extends RankingCandidate> = C & {
  rank: number;
  score: number;
  categoryMatch: boolean;
  /** Whole percent of delivered jobs that were on time; null without a delivered job. */
  onTimePercent: number | null;
  declined: boolean;
  reasons: string[];
};

/** The categories that suit the order: every category any of its documents suits. */
export function orderCategories(order: RankingOrder): Set<TranslatorCategory> {
  return new Set(order.documentTypes.flatMap((type) => DOCUMENT_CATEGORIES[type]));
}

/**
 * Scores one candidate. The parts, each explained in `reasons`:
 * - specialisation suits the order's documents: +3 (an order of "other" documents only suits everyone: no bonus);
 * - open jobs: −1 each, at most −4 (the busy are asked last);
 * - on-time delivery: up to +4, smoothed as (on time + 1) / (delivered + 2), so a newcomer starts at +2, not 0 or 4;
 * - revisions: −2 × revision requests per delivered job (smoothed by + 1), at most −4.
 */
function score(candidate: RankingCandidate, categories: Set<TranslatorCategory>) {
  const categoryMatch = categories.has(candidate.category);
  const onTime = (candidate.onTimeJobs + 1) / (candidate.deliveredJobs + 2);
  const revisionRate = candidate.revisionRequests / (candidate.deliveredJobs + 1);
  const value = (categoryMatch ? 3 : 0) - Math.min(candidate.openJobs, 4) + 4 * onTime - Math.min(2 * revisionRate, 4);
  return { value: Math.round(value * 100) / 100, categoryMatch };
}

/**
 * The translators who can take the order (same language pair), best first: those who declined this order last,
 * then by score, fewer open jobs, and name. Ranks start at 1.
 */
export function rankTranslators<C extends RankingCandidate>(
  order: RankingOrder,
  candidates: readonly C[],
): RankedTranslator<C>[] {
  const categories = orderCategories(order);
  const scored = candidates
    .filter((candidate) => candidate.languagePair === order.translationDirection)
    .map((candidate) => {
      const { value, categoryMatch } = score(candidate, categories);
      const onTimePercent =
        candidate.deliveredJobs > 0 ? Math.round((candidate.onTimeJobs / candidate.deliveredJobs) * 100) : null;
      const reasons = [
        categoryMatch ? `${candidate.category} suits these documents` : `Specialises in ${candidate.category}`,
        candidate.openJobs === 0
          ? "No open jobs"
          : `${candidate.openJobs} open ${candidate.openJobs === 1 ? "job" : "jobs"}`,
        onTimePercent === null
          ? "No delivered jobs yet"
          : `${onTimePercent}% on time (${candidate.deliveredJobs} delivered)`,
        `${candidate.revisionRequests} ${candidate.revisionRequests === 1 ? "revision" : "revisions"} requested`,
      ];
      return {
        ...candidate,
        score: value,
        categoryMatch,
        onTimePercent,
        declined: candidate.declinedReason !== null,
        reasons,
      };
    });
  scored.sort(
    (a, b) =>
      Number(a.declined) - Number(b.declined) ||
      b.score - a.score ||
      a.openJobs - b.openJobs ||
      a.fullName.localeCompare(b.fullName) ||
      a.translatorId - b.translatorId,
  );
  return scored.map((candidate, index) => ({ ...candidate, rank: index + 1 }));
}
