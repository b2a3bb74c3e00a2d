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
  inTarget: RegExp;
  forbidden: { text: string; pattern: RegExp }[];
}

export function compileTerms(terms: readonly TermEntry[], direction: Direction): CompiledTerm[] {
  return terms
    .filter((entry) => entry.tr.trim() && entry.en.trim())
    .map((entry) => {
      const [term, expected] = direction === "tr-en" ? [entry.tr, entry.en] : [entry.en, entry.tr];
      return {
        term,
        expected,
        inSource: phrasePattern(foldKey(term)),
        inTarget: phrasePattern(foldKey(expected)),
        forbidden: direction === "tr-en" ? entry.forbidden.filter((text) => text.trim()).map((text) => ({ text, pattern: phrasePattern(foldKey(text)) })) : [],
      };
    });
}

export function checkTerminology(segment: Segment, terms: readonly CompiledTerm[]): Finding[] {
  if (terms.length === 0) return [];
  const findings: Finding[] = [];
  const source = foldKey(segment.source);
  const target = foldKey(segment.target);
  for (const entry of terms) {
    for (const variant of entry.forbidden) {
      if (variant.pattern.test(target)) findings.push(finding(segment.id, "TERM_FORBIDDEN", { found: variant.text, term: entry.term, expected: entry.expected }));
    }
    if (target && entry.inSource.test(source) && !entry.inTarget.test(target))
      findings.push(finding(segment.id, "TERM_MISSING", { term: entry.term, expected: entry.expected }));
  }
  return findings;
}
