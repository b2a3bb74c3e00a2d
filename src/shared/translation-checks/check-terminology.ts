// Terminology: a termbase term of the source wants its approved translation in the target (warning); a
// forbidden variant in the target is an error wherever it stands. The forbidden variants are target-language
// words of tr-en entries, so en-tr checks only the approved Turkish term. Compared case- and accent-folded
// (English lower-casing makes "İ" two characters, Turkish makes "I" a dotless ı: both sides fold to ASCII).
import { finding, type Finding } from "./codes";
import { foldKey, phrasePattern } from "./text";
import type { Direction, Segment, TermEntry } from "./types";

interface CompiledTerm {
  term: string;
  expected: string;
  inSource: RegExp;
  /** Every occurrence, to mask it from the shorter terms inside it. */
  everyInSource: RegExp;
  inTarget: RegExp;
  forbidden: { text: string; pattern: RegExp }[];
}

export interface CompiledTerms {
  entries: CompiledTerm[];
  /** Any source term, any forbidden variant: one test per segment before looking entry by entry. */
  anySource: RegExp | null;
  anyForbidden: RegExp | null;
}

const anyOf = (phrases: string[]) => (phrases.length ? phrasePattern(...phrases) : null);

export function compileTerms(terms: readonly TermEntry[], direction: Direction): CompiledTerms {
  const entries = terms
    .filter((entry) => entry.tr.trim() && entry.en.trim())
    .map((entry) => {
      const [term, expected] = direction === "tr-en" ? [entry.tr, entry.en] : [entry.en, entry.tr];
      return {
        term,
        expected,
        inSource: phrasePattern(foldKey(term)),
        everyInSource: new RegExp(phrasePattern(foldKey(term)).source, "gu"),
        // "Volume No." is also written "Volume No": a final period is not part of the term.
        inTarget: phrasePattern(foldKey(expected).replace(/\.$/u, "")),
        forbidden:
          direction === "tr-en"
            ? entry.forbidden
                .filter((text) => text.trim())
                .map((text) => ({ text, pattern: phrasePattern(foldKey(text)) }))
            : [],
      };
    });
  // Longest first: "T.C. Kimlik No" is checked before the "T.C." and "Kimlik No" inside it.
  entries.sort((a, b) => b.term.length - a.term.length);
  return {
    entries,
    anySource: anyOf(entries.map((entry) => foldKey(entry.term))),
    anyForbidden: anyOf(entries.flatMap((entry) => entry.forbidden.map((variant) => foldKey(variant.text)))),
  };
}

export function checkTerminology(segment: Segment, terms: CompiledTerms): Finding[] {
  if (terms.entries.length === 0) return [];
  const source = foldKey(segment.source);
  const target = foldKey(segment.target);
  if (!terms.anySource?.test(source) && !terms.anyForbidden?.test(target)) return [];
  const findings: Finding[] = [];
  // A term inside a longer term of the same place is that longer term's business (as CAT tools match).
  let unclaimed = source;
  for (const entry of terms.entries) {
    for (const variant of entry.forbidden) {
      if (variant.pattern.test(target))
        findings.push(
          finding(segment.id, "TERM_FORBIDDEN", { found: variant.text, term: entry.term, expected: entry.expected }),
        );
    }
    if (!entry.inSource.test(unclaimed)) continue;
    if (target && !entry.inTarget.test(target))
      findings.push(finding(segment.id, "TERM_MISSING", { term: entry.term, expected: entry.expected }));
    unclaimed = unclaimed.replace(entry.everyInSource, " | ");
  }
  return findings;
}
